/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Key_Kept_ByInputs */

const en_connect_key_kept_by = /** @type {(inputs: Connect_Key_Kept_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your key is kept by`)
};

/**
* | output |
* | --- |
* | "Your key is kept by" |
*
* @param {Connect_Key_Kept_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_key_kept_by = /** @type {((inputs?: Connect_Key_Kept_ByInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Key_Kept_ByInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_key_kept_by", en_connect_key_kept_by));
