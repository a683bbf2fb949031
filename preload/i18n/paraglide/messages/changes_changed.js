/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Changes_ChangedInputs */

const en_changes_changed = /** @type {(inputs: Changes_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed`)
};

/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Changes_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_changed = /** @type {((inputs?: Changes_ChangedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_ChangedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_changed", en_changes_changed));
