/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_CancelledInputs */

const en_main_net_cancelled = /** @type {(inputs: Main_Net_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request was cancelled.`)
};

/**
* | output |
* | --- |
* | "The request was cancelled." |
*
* @param {Main_Net_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_cancelled = /** @type {((inputs?: Main_Net_CancelledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_CancelledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_net_cancelled", en_main_net_cancelled));
