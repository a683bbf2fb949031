/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Changes_NeededInputs */

const en_changes_needed = /** @type {(inputs: Changes_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Needed ${i?.from} → ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Needed {from} → {to}" |
*
* @param {Changes_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_needed = /** @type {((inputs: Changes_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_NeededInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_needed", en_changes_needed));
