/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Details_MissingInputs */

const en_connect_details_missing = /** @type {(inputs: Connect_Details_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some details are missing`)
};

/**
* | output |
* | --- |
* | "Some details are missing" |
*
* @param {Connect_Details_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_details_missing = /** @type {((inputs?: Connect_Details_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Details_MissingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_details_missing", en_connect_details_missing));
