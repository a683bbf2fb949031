/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Refused_Too_LargeInputs */

const en_ipc_refused_too_large = /** @type {(inputs: Ipc_Refused_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request refused: it is too large.`)
};

/**
* | output |
* | --- |
* | "Request refused: it is too large." |
*
* @param {Ipc_Refused_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_refused_too_large = /** @type {((inputs?: Ipc_Refused_Too_LargeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Refused_Too_LargeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("ipc_refused_too_large", en_ipc_refused_too_large));
