/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Fill_RateInputs */

const en_dashboard_fill_rate = /** @type {(inputs: Dashboard_Fill_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill rate`)
};

/**
* | output |
* | --- |
* | "Fill rate" |
*
* @param {Dashboard_Fill_RateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_fill_rate = /** @type {((inputs?: Dashboard_Fill_RateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Fill_RateInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_fill_rate", en_dashboard_fill_rate));
