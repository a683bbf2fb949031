/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_No_AddressInputs */

const en_main_net_no_address = /** @type {(inputs: Main_Net_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the server’s address could not be looked up (no network, or a wrong address)`)
};

/**
* | output |
* | --- |
* | "the server’s address could not be looked up (no network, or a wrong address)" |
*
* @param {Main_Net_No_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_no_address = /** @type {((inputs?: Main_Net_No_AddressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_No_AddressInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_net_no_address", en_main_net_no_address));
