/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Refused_Too_DeepInputs */

const en_ipc_refused_too_deep = /** @type {(inputs: Ipc_Refused_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request refused: it is nested too deeply.`)
};

/**
* | output |
* | --- |
* | "Request refused: it is nested too deeply." |
*
* @param {Ipc_Refused_Too_DeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_refused_too_deep = /** @type {((inputs?: Ipc_Refused_Too_DeepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Refused_Too_DeepInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("ipc_refused_too_deep", en_ipc_refused_too_deep));
