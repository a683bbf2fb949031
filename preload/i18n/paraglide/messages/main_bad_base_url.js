/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Bad_Base_UrlInputs */

const en_main_bad_base_url = /** @type {(inputs: Main_Bad_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an https:// base URL ending in /api/1_12 (http:// only for this computer).`)
};

/**
* | output |
* | --- |
* | "Enter an https:// base URL ending in /api/1_12 (http:// only for this computer)." |
*
* @param {Main_Bad_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_bad_base_url = /** @type {((inputs?: Main_Bad_Base_UrlInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Bad_Base_UrlInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_bad_base_url", en_main_bad_base_url));
