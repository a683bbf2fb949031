/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ words: NonNullable<unknown> }} Main_Net_LostInputs */

const en_main_net_lost = /** @type {(inputs: Main_Net_LostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The request was sent, but no answer came back: ${i?.words}.`)
};

/**
* | output |
* | --- |
* | "The request was sent, but no answer came back: {words}." |
*
* @param {Main_Net_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_lost = /** @type {((inputs: Main_Net_LostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_LostInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_net_lost", en_main_net_lost));
