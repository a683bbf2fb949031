/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Paper_LegendInputs */

const en_print_paper_legend = /** @type {(inputs: Print_Paper_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paper`)
};

const es_print_paper_legend = /** @type {(inputs: Print_Paper_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papel`)
};

/**
* | output |
* | --- |
* | "Paper" |
*
* @param {Print_Paper_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_paper_legend = /** @type {((inputs?: Print_Paper_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Paper_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_paper_legend, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_paper_legend(inputs)
	return en_print_paper_legend(inputs)
});