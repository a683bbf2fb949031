/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_RebuildInputs */

const en_profile_rebuild = /** @type {(inputs: Profile_RebuildInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The next sync fills it again from the server.`)
};

/**
* | output |
* | --- |
* | "The next sync fills it again from the server." |
*
* @param {Profile_RebuildInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_rebuild = /** @type {((inputs?: Profile_RebuildInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_RebuildInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("profile_rebuild", en_profile_rebuild));
