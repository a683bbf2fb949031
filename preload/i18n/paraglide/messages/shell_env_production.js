/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Env_ProductionInputs */

const en_shell_env_production = /** @type {(inputs: Shell_Env_ProductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PRODUCTION`)
};

/**
* | output |
* | --- |
* | "PRODUCTION" |
*
* @param {Shell_Env_ProductionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_env_production = /** @type {((inputs?: Shell_Env_ProductionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Env_ProductionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("shell_env_production", en_shell_env_production));
