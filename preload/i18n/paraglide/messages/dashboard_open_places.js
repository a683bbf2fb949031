/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Open_PlacesInputs */

const en_dashboard_open_places = /** @type {(inputs: Dashboard_Open_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open places`)
};

const es_dashboard_open_places = /** @type {(inputs: Dashboard_Open_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazas libres`)
};

/**
* | output |
* | --- |
* | "Open places" |
*
* @param {Dashboard_Open_PlacesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_open_places = /** @type {((inputs?: Dashboard_Open_PlacesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Open_PlacesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_open_places, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_open_places(inputs)
	return en_dashboard_open_places(inputs)
});