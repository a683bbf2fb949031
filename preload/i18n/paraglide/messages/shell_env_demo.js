/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Env_DemoInputs */

const en_shell_env_demo = /** @type {(inputs: Shell_Env_DemoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DEMO`)
};

/**
* | output |
* | --- |
* | "DEMO" |
*
* @param {Shell_Env_DemoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_env_demo = /** @type {((inputs?: Shell_Env_DemoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Env_DemoInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("shell_env_demo", en_shell_env_demo));
