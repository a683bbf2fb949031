/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Base_UrlInputs */

const en_connect_base_url = /** @type {(inputs: Connect_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base URL`)
};

/**
* | output |
* | --- |
* | "Base URL" |
*
* @param {Connect_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_base_url = /** @type {((inputs?: Connect_Base_UrlInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Base_UrlInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_base_url", en_connect_base_url));
