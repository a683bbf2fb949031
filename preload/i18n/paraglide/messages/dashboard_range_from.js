/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Dashboard_Range_FromInputs */

const en_dashboard_range_from = /** @type {(inputs: Dashboard_Range_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.day}`)
};

/**
* | output |
* | --- |
* | "From {day}" |
*
* @param {Dashboard_Range_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_range_from = /** @type {((inputs: Dashboard_Range_FromInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Range_FromInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_range_from", en_dashboard_range_from));
