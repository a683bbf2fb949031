/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_RefusedInputs */

const en_main_net_refused = /** @type {(inputs: Main_Net_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the server refused the connection`)
};

/**
* | output |
* | --- |
* | "the server refused the connection" |
*
* @param {Main_Net_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_refused = /** @type {((inputs?: Main_Net_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_RefusedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_net_refused", en_main_net_refused));
