/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Open_Places_ShortInputs */

const en_dashboard_open_places_short = /** @type {(inputs: Dashboard_Open_Places_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

const es_dashboard_open_places_short = /** @type {(inputs: Dashboard_Open_Places_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libres`)
};

/**
* | output |
* | --- |
* | "Open" |
*
* @param {Dashboard_Open_Places_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_open_places_short = /** @type {((inputs?: Dashboard_Open_Places_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Open_Places_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_open_places_short, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_open_places_short(inputs)
	return en_dashboard_open_places_short(inputs)
});