/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Changes_EndsInputs */

const en_changes_ends = /** @type {(inputs: Changes_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ends ${i?.from} → ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Ends {from} → {to}" |
*
* @param {Changes_EndsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_ends = /** @type {((inputs: Changes_EndsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_EndsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_ends", en_changes_ends));
