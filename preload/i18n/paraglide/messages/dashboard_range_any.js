/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Range_AnyInputs */

const en_dashboard_range_any = /** @type {(inputs: Dashboard_Range_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any date`)
};

/**
* | output |
* | --- |
* | "Any date" |
*
* @param {Dashboard_Range_AnyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_range_any = /** @type {((inputs?: Dashboard_Range_AnyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Range_AnyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_range_any", en_dashboard_range_any));
