/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sealedTo: NonNullable<unknown>, now: NonNullable<unknown> }} Main_Key_Other_ServerInputs */

const en_main_key_other_server = /** @type {(inputs: Main_Key_Other_ServerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The stored key belongs to ${i?.sealedTo}; the settings now point to ${i?.now}, so it was not sent there.`)
};

/**
* | output |
* | --- |
* | "The stored key belongs to {sealedTo}; the settings now point to {now}, so it was not sent there." |
*
* @param {Main_Key_Other_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_other_server = /** @type {((inputs: Main_Key_Other_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Other_ServerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_key_other_server", en_main_key_other_server));
