/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ host: NonNullable<unknown> }} Shell_Env_CustomInputs */

const en_shell_env_custom = /** @type {(inputs: Shell_Env_CustomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`CUSTOM ${i?.host}`)
};

const es_shell_env_custom = /** @type {(inputs: Shell_Env_CustomInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PROPIO ${i?.host}`)
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
export const shell_env_custom = /** @type {((inputs: Shell_Env_CustomInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Env_CustomInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_shell_env_custom, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_shell_env_custom(inputs)
	return en_shell_env_custom(inputs)
});