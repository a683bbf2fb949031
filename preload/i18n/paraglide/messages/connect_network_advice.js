/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Network_AdviceInputs */

const en_connect_network_advice = /** @type {(inputs: Connect_Network_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the network connection (and the base URL for a custom server), then try again.`)
};

/**
* | output |
* | --- |
* | "Check the network connection (and the base URL for a custom server), then try again." |
*
* @param {Connect_Network_AdviceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_network_advice = /** @type {((inputs?: Connect_Network_AdviceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Network_AdviceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_network_advice", en_connect_network_advice));
