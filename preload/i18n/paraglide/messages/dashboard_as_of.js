/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Dashboard_As_OfInputs */

const en_dashboard_as_of = /** @type {(inputs: Dashboard_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`as of ${i?.time}`)
};

/**
* | output |
* | --- |
* | "as of {time}" |
*
* @param {Dashboard_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_as_of = /** @type {((inputs: Dashboard_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_As_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_as_of", en_dashboard_as_of));
