/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Dashboard_Range_UntilInputs */

const en_dashboard_range_until = /** @type {(inputs: Dashboard_Range_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Until ${i?.day}`)
};

/**
* | output |
* | --- |
* | "Until {day}" |
*
* @param {Dashboard_Range_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_range_until = /** @type {((inputs: Dashboard_Range_UntilInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Range_UntilInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_range_until", en_dashboard_range_until));
