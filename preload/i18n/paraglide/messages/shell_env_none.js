/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Env_NoneInputs */

const en_shell_env_none = /** @type {(inputs: Shell_Env_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NOT CONNECTED`)
};

const es_shell_env_none = /** @type {(inputs: Shell_Env_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SIN CONEXIÓN`)
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
export const shell_env_none = /** @type {((inputs?: Shell_Env_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Env_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_shell_env_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_shell_env_none(inputs)
	return en_shell_env_none(inputs)
});