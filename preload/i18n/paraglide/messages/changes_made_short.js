/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Changes_Made_ShortInputs */

const en_changes_made_short = /** @type {(inputs: Changes_Made_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made short by the office`)
};

/**
* | output |
* | --- |
* | "Made short by the office" |
*
* @param {Changes_Made_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_made_short = /** @type {((inputs?: Changes_Made_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Made_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_made_short", en_changes_made_short));
