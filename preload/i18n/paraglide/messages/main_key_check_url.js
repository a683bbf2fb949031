/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rejected: NonNullable<unknown> }} Main_Key_Check_UrlInputs */

const en_main_key_check_url = /** @type {(inputs: Main_Key_Check_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rejected} Check the key and the base URL.`)
};

/**
* | output |
* | --- |
* | "{rejected} Check the key and the base URL." |
*
* @param {Main_Key_Check_UrlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_check_url = /** @type {((inputs: Main_Key_Check_UrlInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Check_UrlInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_key_check_url", en_main_key_check_url));
