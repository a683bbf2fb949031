/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Env_NoneInputs */

const en_shell_env_none = /** @type {(inputs: Shell_Env_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NOT CONNECTED`)
};

/**
* | output |
* | --- |
* | "NOT CONNECTED" |
*
* @param {Shell_Env_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_env_none = /** @type {((inputs?: Shell_Env_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Env_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("shell_env_none", en_shell_env_none));
