/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Key_Unconfirmed_ServerInputs */

const en_main_key_unconfirmed_server = /** @type {(inputs: Main_Key_Unconfirmed_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The key stored by an older version does not say safely which server it belongs to, so it was not sent. Enter it again.`)
};

/**
* | output |
* | --- |
* | "The key stored by an older version does not say safely which server it belongs to, so it was not sent. Enter it again." |
*
* @param {Main_Key_Unconfirmed_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_unconfirmed_server = /** @type {((inputs?: Main_Key_Unconfirmed_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Unconfirmed_ServerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_key_unconfirmed_server", en_main_key_unconfirmed_server));
