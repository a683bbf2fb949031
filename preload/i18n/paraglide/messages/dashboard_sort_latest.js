/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Sort_LatestInputs */

const en_dashboard_sort_latest = /** @type {(inputs: Dashboard_Sort_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start time, latest first`)
};

const es_dashboard_sort_latest = /** @type {(inputs: Dashboard_Sort_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más recientes`)
};

/**
* | output |
* | --- |
* | "Start time, latest first" |
*
* @param {Dashboard_Sort_LatestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_sort_latest = /** @type {((inputs?: Dashboard_Sort_LatestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Sort_LatestInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_sort_latest, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_sort_latest(inputs)
	return en_dashboard_sort_latest(inputs)
});