/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Open_Places_ShortInputs */

const en_dashboard_open_places_short = /** @type {(inputs: Dashboard_Open_Places_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
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
export const dashboard_open_places_short = /** @type {((inputs?: Dashboard_Open_Places_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Open_Places_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_open_places_short", en_dashboard_open_places_short));
