/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Today_NoneInputs */

const en_dashboard_today_none = /** @type {(inputs: Dashboard_Today_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of the events you follow runs today.`)
};

/**
* | output |
* | --- |
* | "None of the events you follow runs today." |
*
* @param {Dashboard_Today_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_today_none = /** @type {((inputs?: Dashboard_Today_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Today_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_today_none", en_dashboard_today_none));
