/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Changes_Alternates_BookedInputs */

const en_changes_alternates_booked = /** @type {(inputs: Changes_Alternates_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alternates booked ${i?.from} → ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Alternates booked {from} → {to}" |
*
* @param {Changes_Alternates_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_alternates_booked = /** @type {((inputs: Changes_Alternates_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Alternates_BookedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_alternates_booked", en_changes_alternates_booked));
