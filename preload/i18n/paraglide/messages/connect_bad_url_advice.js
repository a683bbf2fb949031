/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Bad_Url_AdviceInputs */

const en_connect_bad_url_advice = /** @type {(inputs: Connect_Bad_Url_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an https:// address ending in /api/1_12 (http:// only for this computer).`)
};

/**
* | output |
* | --- |
* | "Enter an https:// address ending in /api/1_12 (http:// only for this computer)." |
*
* @param {Connect_Bad_Url_AdviceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_bad_url_advice = /** @type {((inputs?: Connect_Bad_Url_AdviceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Bad_Url_AdviceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_bad_url_advice", en_connect_bad_url_advice));
