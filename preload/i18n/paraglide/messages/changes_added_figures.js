/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ needed: NonNullable<unknown>, filled: NonNullable<unknown> }} Changes_Added_FiguresInputs */

const en_changes_added_figures = /** @type {(inputs: Changes_Added_FiguresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Needed ${i?.needed}, filled ${i?.filled}`)
};

const es_changes_added_figures = /** @type {(inputs: Changes_Added_FiguresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se necesitan ${i?.needed}, cubiertas ${i?.filled}`)
};

/**
* | output |
* | --- |
* | "Needed {needed}, filled {filled}" |
*
* @param {Changes_Added_FiguresInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_added_figures = /** @type {((inputs: Changes_Added_FiguresInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Added_FiguresInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_added_figures, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_added_figures(inputs)
	return en_changes_added_figures(inputs)
});