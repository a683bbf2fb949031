/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_ClientInputs */

const en_api_id_client = /** @type {(inputs: Api_Id_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The client id`)
};

/**
* | output |
* | --- |
* | "The client id" |
*
* @param {Api_Id_ClientInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_client = /** @type {((inputs?: Api_Id_ClientInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_ClientInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_client", en_api_id_client));
