/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_FailedInputs */

const en_main_net_failed = /** @type {(inputs: Main_Net_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the connection failed`)
};

/**
* | output |
* | --- |
* | "the connection failed" |
*
* @param {Main_Net_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_failed = /** @type {((inputs?: Main_Net_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_net_failed", en_main_net_failed));
