/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_IntegrationInputs */

const en_api_id_integration = /** @type {(inputs: Api_Id_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The integration id`)
};

/**
* | output |
* | --- |
* | "The integration id" |
*
* @param {Api_Id_IntegrationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_integration = /** @type {((inputs?: Api_Id_IntegrationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_IntegrationInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_integration", en_api_id_integration));
