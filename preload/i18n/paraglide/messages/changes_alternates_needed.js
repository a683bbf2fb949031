/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Changes_Alternates_NeededInputs */

const en_changes_alternates_needed = /** @type {(inputs: Changes_Alternates_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alternates needed ${i?.from} → ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Alternates needed {from} → {to}" |
*
* @param {Changes_Alternates_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_alternates_needed = /** @type {((inputs: Changes_Alternates_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Alternates_NeededInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_alternates_needed", en_changes_alternates_needed));
