/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ words: NonNullable<unknown> }} Main_Net_Not_ReachedInputs */

const en_main_net_not_reached = /** @type {(inputs: Main_Net_Not_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not reach the server: ${i?.words}. Check the network.`)
};

/**
* | output |
* | --- |
* | "Could not reach the server: {words}. Check the network." |
*
* @param {Main_Net_Not_ReachedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_not_reached = /** @type {((inputs: Main_Net_Not_ReachedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_Not_ReachedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_net_not_reached", en_main_net_not_reached));
