/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ needed: NonNullable<unknown> }} Dashboard_Filled_OfInputs */

const en_dashboard_filled_of = /** @type {(inputs: Dashboard_Filled_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.needed}`)
};

/**
* | output |
* | --- |
* | "of {needed}" |
*
* @param {Dashboard_Filled_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_filled_of = /** @type {((inputs: Dashboard_Filled_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Filled_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_filled_of", en_dashboard_filled_of));
