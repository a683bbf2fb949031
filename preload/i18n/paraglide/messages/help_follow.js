/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_FollowInputs */

const en_help_follow = /** @type {(inputs: Help_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose events and crew to follow`)
};

/**
* | output |
* | --- |
* | "Choose events and crew to follow" |
*
* @param {Help_FollowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_follow = /** @type {((inputs?: Help_FollowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_FollowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_follow", en_help_follow));
