/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_None_LostInputs */

const en_profile_none_lost = /** @type {(inputs: Profile_None_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No order waiting to be sent was lost.`)
};

/**
* | output |
* | --- |
* | "No order waiting to be sent was lost." |
*
* @param {Profile_None_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_none_lost = /** @type {((inputs?: Profile_None_LostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_None_LostInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("profile_none_lost", en_profile_none_lost));
