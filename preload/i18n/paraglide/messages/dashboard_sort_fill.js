/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Sort_FillInputs */

const en_dashboard_sort_fill = /** @type {(inputs: Dashboard_Sort_FillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill rate, lowest first`)
};

const es_dashboard_sort_fill = /** @type {(inputs: Dashboard_Sort_FillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menor cobertura`)
};

/**
* | output |
* | --- |
* | "Fill rate, lowest first" |
*
* @param {Dashboard_Sort_FillInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_sort_fill = /** @type {((inputs?: Dashboard_Sort_FillInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Sort_FillInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_sort_fill, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_sort_fill(inputs)
	return en_dashboard_sort_fill(inputs)
});