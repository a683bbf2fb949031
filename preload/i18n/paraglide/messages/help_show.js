/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_ShowInputs */

const en_help_show = /** @type {(inputs: Help_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show these shortcuts`)
};

const es_help_show = /** @type {(inputs: Help_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar estos atajos`)
};

/**
* | output |
* | --- |
* | "Show these shortcuts" |
*
* @param {Help_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_show = /** @type {((inputs?: Help_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_ShowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_show, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_show(inputs)
	return en_help_show(inputs)
});