/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Bad_UrlInputs */

const en_connect_bad_url = /** @type {(inputs: Connect_Bad_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That base URL cannot be used`)
};

/**
* | output |
* | --- |
* | "That base URL cannot be used" |
*
* @param {Connect_Bad_UrlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_bad_url = /** @type {((inputs?: Connect_Bad_UrlInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Bad_UrlInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_bad_url", en_connect_bad_url));
