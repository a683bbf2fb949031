/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_ShowingInputs */

const en_dashboard_showing = /** @type {(inputs: Dashboard_ShowingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`showing ${i?.count}`)
};

/**
* | output |
* | --- |
* | "showing {count}" |
*
* @param {Dashboard_ShowingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_showing = /** @type {((inputs: Dashboard_ShowingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_ShowingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_showing", en_dashboard_showing));
