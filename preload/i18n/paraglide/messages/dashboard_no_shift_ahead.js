/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_No_Shift_AheadInputs */

const en_dashboard_no_shift_ahead = /** @type {(inputs: Dashboard_No_Shift_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shift ahead`)
};

/**
* | output |
* | --- |
* | "No shift ahead" |
*
* @param {Dashboard_No_Shift_AheadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_shift_ahead = /** @type {((inputs?: Dashboard_No_Shift_AheadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_Shift_AheadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_no_shift_ahead", en_dashboard_no_shift_ahead));
