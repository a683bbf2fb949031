/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_FailedInputs */

const en_connect_failed = /** @type {(inputs: Connect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not connect`)
};

/**
* | output |
* | --- |
* | "Could not connect" |
*
* @param {Connect_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_failed = /** @type {((inputs?: Connect_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_failed", en_connect_failed));
