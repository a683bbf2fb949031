/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Changes_FilledInputs */

const en_changes_filled = /** @type {(inputs: Changes_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Filled ${i?.from} → ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Filled {from} → {to}" |
*
* @param {Changes_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_filled = /** @type {((inputs: Changes_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_FilledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_filled", en_changes_filled));
