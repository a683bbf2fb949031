/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ open: NonNullable<unknown> }} Changes_Added_WithInputs */

const en_changes_added_with = /** @type {(inputs: Changes_Added_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added with ${i?.open}`)
};

/**
* | output |
* | --- |
* | "Added with {open}" |
*
* @param {Changes_Added_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_added_with = /** @type {((inputs: Changes_Added_WithInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Added_WithInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_added_with", en_changes_added_with));
