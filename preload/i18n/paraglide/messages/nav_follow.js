/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_FollowInputs */

const en_nav_follow = /** @type {(inputs: Nav_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow`)
};

/**
* | output |
* | --- |
* | "Follow" |
*
* @param {Nav_FollowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_follow = /** @type {((inputs?: Nav_FollowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_FollowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("nav_follow", en_nav_follow));
