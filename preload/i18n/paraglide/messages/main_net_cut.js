/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_CutInputs */

const en_main_net_cut = /** @type {(inputs: Main_Net_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the connection was cut`)
};

/**
* | output |
* | --- |
* | "the connection was cut" |
*
* @param {Main_Net_CutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_cut = /** @type {((inputs?: Main_Net_CutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_CutInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_net_cut", en_main_net_cut));
