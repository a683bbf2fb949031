/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_KeysInputs */

const en_help_keys = /** @type {(inputs: Help_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keys`)
};

const es_help_keys = /** @type {(inputs: Help_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teclas`)
};

/**
* | output |
* | --- |
* | "Keys" |
*
* @param {Help_KeysInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_keys = /** @type {((inputs?: Help_KeysInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_KeysInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_keys, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_keys(inputs)
	return en_help_keys(inputs)
});