/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Dashboard_Next_ShiftInputs */

const en_dashboard_next_shift = /** @type {(inputs: Dashboard_Next_ShiftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next shift ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Next shift {time}" |
*
* @param {Dashboard_Next_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_next_shift = /** @type {((inputs: Dashboard_Next_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Next_ShiftInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_next_shift", en_dashboard_next_shift));
