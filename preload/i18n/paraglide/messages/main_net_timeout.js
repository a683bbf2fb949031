/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Main_Net_TimeoutInputs */

const en_main_net_timeout = /** @type {(inputs: Main_Net_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server did not answer within ${i?.seconds} s.`)
};

/**
* | output |
* | --- |
* | "The server did not answer within {seconds} s." |
*
* @param {Main_Net_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_timeout = /** @type {((inputs: Main_Net_TimeoutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_TimeoutInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_net_timeout", en_main_net_timeout));
