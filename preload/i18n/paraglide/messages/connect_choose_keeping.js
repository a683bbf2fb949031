/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Choose_KeepingInputs */

const en_connect_choose_keeping = /** @type {(inputs: Connect_Choose_KeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to keep the key`)
};

/**
* | output |
* | --- |
* | "Choose how to keep the key" |
*
* @param {Connect_Choose_KeepingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_choose_keeping = /** @type {((inputs?: Connect_Choose_KeepingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Choose_KeepingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_choose_keeping", en_connect_choose_keeping));
