/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Deleted_TitleInputs */

const en_profile_deleted_title = /** @type {(inputs: Profile_Deleted_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The data on this computer was deleted while the app was open.`)
};

/**
* | output |
* | --- |
* | "The data on this computer was deleted while the app was open." |
*
* @param {Profile_Deleted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_deleted_title = /** @type {((inputs?: Profile_Deleted_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Deleted_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("profile_deleted_title", en_profile_deleted_title));
