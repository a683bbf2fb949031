/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Env_SandboxInputs */

const en_shell_env_sandbox = /** @type {(inputs: Shell_Env_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SANDBOX`)
};

/**
* | output |
* | --- |
* | "SANDBOX" |
*
* @param {Shell_Env_SandboxInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_env_sandbox = /** @type {((inputs?: Shell_Env_SandboxInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Env_SandboxInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("shell_env_sandbox", en_shell_env_sandbox));
