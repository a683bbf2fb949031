/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Not_ConnectedInputs */

const en_main_not_connected = /** @type {(inputs: Main_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect with an API key first.`)
};

/**
* | output |
* | --- |
* | "Connect with an API key first." |
*
* @param {Main_Not_ConnectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_not_connected = /** @type {((inputs?: Main_Not_ConnectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Not_ConnectedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_not_connected", en_main_not_connected));
