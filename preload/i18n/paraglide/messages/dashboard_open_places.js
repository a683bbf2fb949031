/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Open_PlacesInputs */

const en_dashboard_open_places = /** @type {(inputs: Dashboard_Open_PlacesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open places`)
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
export const dashboard_open_places = /** @type {((inputs?: Dashboard_Open_PlacesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Open_PlacesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_open_places", en_dashboard_open_places));
