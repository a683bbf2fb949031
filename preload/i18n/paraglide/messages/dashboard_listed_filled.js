/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filled: NonNullable<unknown>, needed: NonNullable<unknown>, percent: NonNullable<unknown> }} Dashboard_Listed_FilledInputs */

const en_dashboard_listed_filled = /** @type {(inputs: Dashboard_Listed_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.filled} of ${i?.needed} filled (${i?.percent})`)
};

/**
* | output |
* | --- |
* | "{filled} of {needed} filled ({percent})" |
*
* @param {Dashboard_Listed_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_listed_filled = /** @type {((inputs: Dashboard_Listed_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Listed_FilledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_listed_filled", en_dashboard_listed_filled));
