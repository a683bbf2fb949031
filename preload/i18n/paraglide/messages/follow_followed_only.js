/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Followed_OnlyInputs */

const en_follow_followed_only = /** @type {(inputs: Follow_Followed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Followed only`)
};

/**
* | output |
* | --- |
* | "Followed only" |
*
* @param {Follow_Followed_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_followed_only = /** @type {((inputs?: Follow_Followed_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Followed_OnlyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_followed_only", en_follow_followed_only));
