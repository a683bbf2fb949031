/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_StoppedInputs */

const en_main_net_stopped = /** @type {(inputs: Main_Net_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the server took too long`)
};

/**
* | output |
* | --- |
* | "the server took too long" |
*
* @param {Main_Net_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_stopped = /** @type {((inputs?: Main_Net_StoppedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_StoppedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_net_stopped", en_main_net_stopped));
