/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Changes_StartsInputs */

const en_changes_starts = /** @type {(inputs: Changes_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts ${i?.from} → ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Starts {from} → {to}" |
*
* @param {Changes_StartsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_starts = /** @type {((inputs: Changes_StartsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_StartsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_starts", en_changes_starts));
