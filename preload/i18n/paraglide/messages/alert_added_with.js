/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filled: NonNullable<unknown>, needed: NonNullable<unknown> }} Alert_Added_WithInputs */

const en_alert_added_with = /** @type {(inputs: Alert_Added_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`added with ${i?.filled} of ${i?.needed} filled`)
};

/**
* | output |
* | --- |
* | "added with {filled} of {needed} filled" |
*
* @param {Alert_Added_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_added_with = /** @type {((inputs: Alert_Added_WithInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Added_WithInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_added_with", en_alert_added_with));
