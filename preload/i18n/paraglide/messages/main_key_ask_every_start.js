/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Key_Ask_Every_StartInputs */

const en_main_key_ask_every_start = /** @type {(inputs: Main_Key_Ask_Every_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You chose to enter the key at every start.`)
};

/**
* | output |
* | --- |
* | "You chose to enter the key at every start." |
*
* @param {Main_Key_Ask_Every_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_ask_every_start = /** @type {((inputs?: Main_Key_Ask_Every_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Ask_Every_StartInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_key_ask_every_start", en_main_key_ask_every_start));
