/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Understaffed_ShortInputs */

const en_dashboard_understaffed_short = /** @type {(inputs: Dashboard_Understaffed_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Understaffed`)
};

/**
* | output |
* | --- |
* | "Understaffed" |
*
* @param {Dashboard_Understaffed_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_understaffed_short = /** @type {((inputs?: Dashboard_Understaffed_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Understaffed_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_understaffed_short", en_dashboard_understaffed_short));
