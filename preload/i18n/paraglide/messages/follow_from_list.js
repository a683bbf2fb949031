/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_From_ListInputs */

const en_follow_from_list = /** @type {(inputs: Follow_From_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The worker list`)
};

/**
* | output |
* | --- |
* | "The worker list" |
*
* @param {Follow_From_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_from_list = /** @type {((inputs?: Follow_From_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_From_ListInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_from_list", en_follow_from_list));
