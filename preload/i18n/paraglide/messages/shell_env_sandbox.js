/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Env_SandboxInputs */

const en_shell_env_sandbox = /** @type {(inputs: Shell_Env_SandboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SANDBOX`)
};

const es_shell_env_sandbox = /** @type {(inputs: Shell_Env_SandboxInputs) => LocalizedString} */ () => {
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
export const shell_env_sandbox = /** @type {((inputs?: Shell_Env_SandboxInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Env_SandboxInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_shell_env_sandbox, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_shell_env_sandbox(inputs)
	return en_shell_env_sandbox(inputs)
});