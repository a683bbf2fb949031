/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Understaffed_OnlyInputs */

const en_dashboard_understaffed_only = /** @type {(inputs: Dashboard_Understaffed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Understaffed only`)
};

/**
* | output |
* | --- |
* | "Understaffed only" |
*
* @param {Dashboard_Understaffed_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_understaffed_only = /** @type {((inputs?: Dashboard_Understaffed_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Understaffed_OnlyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_understaffed_only", en_dashboard_understaffed_only));
