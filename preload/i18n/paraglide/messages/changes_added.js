/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Changes_AddedInputs */

const en_changes_added = /** @type {(inputs: Changes_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added`)
};

/**
* | output |
* | --- |
* | "Added" |
*
* @param {Changes_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_added = /** @type {((inputs?: Changes_AddedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_AddedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_added", en_changes_added));
