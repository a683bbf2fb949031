/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ events: NonNullable<unknown>, figures: NonNullable<unknown> }} Dashboard_ListedInputs */

const en_dashboard_listed = /** @type {(inputs: Dashboard_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.events}: ${i?.figures}.`)
};

/**
* | output |
* | --- |
* | "{events}: {figures}." |
*
* @param {Dashboard_ListedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_listed = /** @type {((inputs: Dashboard_ListedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_ListedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_listed", en_dashboard_listed));
