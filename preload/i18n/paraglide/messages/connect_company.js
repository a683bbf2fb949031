/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_CompanyInputs */

const en_connect_company = /** @type {(inputs: Connect_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect to your company`)
};

/**
* | output |
* | --- |
* | "Connect to your company" |
*
* @param {Connect_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_company = /** @type {((inputs?: Connect_CompanyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_CompanyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_company", en_connect_company));
