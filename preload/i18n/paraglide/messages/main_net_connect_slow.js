/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_Connect_SlowInputs */

const en_main_net_connect_slow = /** @type {(inputs: Main_Net_Connect_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`connecting to the server took too long`)
};

/**
* | output |
* | --- |
* | "connecting to the server took too long" |
*
* @param {Main_Net_Connect_SlowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_connect_slow = /** @type {((inputs?: Main_Net_Connect_SlowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_Connect_SlowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_net_connect_slow", en_main_net_connect_slow));
