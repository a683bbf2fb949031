/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Dismiss_UnexportedInputs */

const en_profile_dismiss_unexported = /** @type {(inputs: Profile_Dismiss_UnexportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss without exporting`)
};

/**
* | output |
* | --- |
* | "Dismiss without exporting" |
*
* @param {Profile_Dismiss_UnexportedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_dismiss_unexported = /** @type {((inputs?: Profile_Dismiss_UnexportedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Dismiss_UnexportedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("profile_dismiss_unexported", en_profile_dismiss_unexported));
