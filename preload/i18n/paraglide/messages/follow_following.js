/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_FollowingInputs */

const en_follow_following = /** @type {(inputs: Follow_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Following`)
};

/**
* | output |
* | --- |
* | "Following" |
*
* @param {Follow_FollowingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_following = /** @type {((inputs?: Follow_FollowingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_FollowingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_following", en_follow_following));
