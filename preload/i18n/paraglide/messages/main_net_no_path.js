/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_No_PathInputs */

const en_main_net_no_path = /** @type {(inputs: Main_Net_No_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there is no network path to the server`)
};

/**
* | output |
* | --- |
* | "there is no network path to the server" |
*
* @param {Main_Net_No_PathInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_no_path = /** @type {((inputs?: Main_Net_No_PathInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_No_PathInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_net_no_path", en_main_net_no_path));
