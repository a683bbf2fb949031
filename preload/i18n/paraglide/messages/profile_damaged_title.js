/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Damaged_TitleInputs */

const en_profile_damaged_title = /** @type {(inputs: Profile_Damaged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The data on this computer was damaged and could not be read, so it was cleared.`)
};

/**
* | output |
* | --- |
* | "The data on this computer was damaged and could not be read, so it was cleared." |
*
* @param {Profile_Damaged_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_damaged_title = /** @type {((inputs?: Profile_Damaged_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Damaged_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("profile_damaged_title", en_profile_damaged_title));
