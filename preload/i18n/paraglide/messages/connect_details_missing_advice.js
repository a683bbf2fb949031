/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Details_Missing_AdviceInputs */

const en_connect_details_missing_advice = /** @type {(inputs: Connect_Details_Missing_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the API key (and a base URL for a custom server).`)
};

/**
* | output |
* | --- |
* | "Enter the API key (and a base URL for a custom server)." |
*
* @param {Connect_Details_Missing_AdviceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_details_missing_advice = /** @type {((inputs?: Connect_Details_Missing_AdviceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Details_Missing_AdviceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_details_missing_advice", en_connect_details_missing_advice));
