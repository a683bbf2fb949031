/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ host: NonNullable<unknown> }} Shell_Env_CustomInputs */

const en_shell_env_custom = /** @type {(inputs: Shell_Env_CustomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CUSTOM ${i?.host}`)
};

/**
* | output |
* | --- |
* | "CUSTOM {host}" |
*
* @param {Shell_Env_CustomInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_env_custom = /** @type {((inputs: Shell_Env_CustomInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Env_CustomInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("shell_env_custom", en_shell_env_custom));
