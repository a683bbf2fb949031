/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Refused_Key_Too_LongInputs */

const en_ipc_refused_key_too_long = /** @type {(inputs: Ipc_Refused_Key_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request refused: a field name is too long.`)
};

/**
* | output |
* | --- |
* | "Request refused: a field name is too long." |
*
* @param {Ipc_Refused_Key_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_refused_key_too_long = /** @type {((inputs?: Ipc_Refused_Key_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Refused_Key_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("ipc_refused_key_too_long", en_ipc_refused_key_too_long));
