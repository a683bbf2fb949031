/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Refused_Not_Plain_DataInputs */

const en_ipc_refused_not_plain_data = /** @type {(inputs: Ipc_Refused_Not_Plain_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request refused: it holds something other than plain data.`)
};

/**
* | output |
* | --- |
* | "Request refused: it holds something other than plain data." |
*
* @param {Ipc_Refused_Not_Plain_DataInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_refused_not_plain_data = /** @type {((inputs?: Ipc_Refused_Not_Plain_DataInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Refused_Not_Plain_DataInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("ipc_refused_not_plain_data", en_ipc_refused_not_plain_data));
