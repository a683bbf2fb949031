/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Refused_Too_Many_ValuesInputs */

const en_ipc_refused_too_many_values = /** @type {(inputs: Ipc_Refused_Too_Many_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request refused: it holds too many values.`)
};

/**
* | output |
* | --- |
* | "Request refused: it holds too many values." |
*
* @param {Ipc_Refused_Too_Many_ValuesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_refused_too_many_values = /** @type {((inputs?: Ipc_Refused_Too_Many_ValuesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Refused_Too_Many_ValuesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("ipc_refused_too_many_values", en_ipc_refused_too_many_values));
