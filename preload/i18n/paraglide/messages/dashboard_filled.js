/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_FilledInputs */

const en_dashboard_filled = /** @type {(inputs: Dashboard_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filled`)
};

/**
* | output |
* | --- |
* | "Filled" |
*
* @param {Dashboard_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_filled = /** @type {((inputs?: Dashboard_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_FilledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_filled", en_dashboard_filled));
