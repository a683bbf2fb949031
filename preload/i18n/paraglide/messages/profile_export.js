/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_ExportInputs */

const en_profile_export = /** @type {(inputs: Profile_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export orders (CSV)…`)
};

/**
* | output |
* | --- |
* | "Export orders (CSV)…" |
*
* @param {Profile_ExportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_export = /** @type {((inputs?: Profile_ExportInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_ExportInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("profile_export", en_profile_export));
