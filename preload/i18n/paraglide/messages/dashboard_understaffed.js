/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_UnderstaffedInputs */

const en_dashboard_understaffed = /** @type {(inputs: Dashboard_UnderstaffedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shifts understaffed`)
};

/**
* | output |
* | --- |
* | "Shifts understaffed" |
*
* @param {Dashboard_UnderstaffedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_understaffed = /** @type {((inputs?: Dashboard_UnderstaffedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_UnderstaffedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_understaffed", en_dashboard_understaffed));
