/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Dashboard_Running_UntilInputs */

const en_dashboard_running_until = /** @type {(inputs: Dashboard_Running_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Running until ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Running until {time}" |
*
* @param {Dashboard_Running_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_running_until = /** @type {((inputs: Dashboard_Running_UntilInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Running_UntilInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_running_until", en_dashboard_running_until));
