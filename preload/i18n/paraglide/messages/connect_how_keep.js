/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_How_KeepInputs */

const en_connect_how_keep = /** @type {(inputs: Connect_How_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How should the key be kept?`)
};

/**
* | output |
* | --- |
* | "How should the key be kept?" |
*
* @param {Connect_How_KeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_how_keep = /** @type {((inputs?: Connect_How_KeepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_How_KeepInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_how_keep", en_connect_how_keep));
