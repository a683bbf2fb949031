/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_CheckingInputs */

const en_connect_checking = /** @type {(inputs: Connect_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the key…`)
};

/**
* | output |
* | --- |
* | "Checking the key…" |
*
* @param {Connect_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_checking = /** @type {((inputs?: Connect_CheckingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_CheckingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_checking", en_connect_checking));
