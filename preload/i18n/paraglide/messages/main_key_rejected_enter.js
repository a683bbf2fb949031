/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rejected: NonNullable<unknown> }} Main_Key_Rejected_EnterInputs */

const en_main_key_rejected_enter = /** @type {(inputs: Main_Key_Rejected_EnterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rejected} Enter a valid key for this environment.`)
};

/**
* | output |
* | --- |
* | "{rejected} Enter a valid key for this environment." |
*
* @param {Main_Key_Rejected_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_rejected_enter = /** @type {((inputs: Main_Key_Rejected_EnterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Rejected_EnterInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_key_rejected_enter", en_main_key_rejected_enter));
