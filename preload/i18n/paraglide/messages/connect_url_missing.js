/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Url_MissingInputs */

const en_connect_url_missing = /** @type {(inputs: Connect_Url_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The base URL is missing`)
};

/**
* | output |
* | --- |
* | "The base URL is missing" |
*
* @param {Connect_Url_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_url_missing = /** @type {((inputs?: Connect_Url_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Url_MissingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_url_missing", en_connect_url_missing));
