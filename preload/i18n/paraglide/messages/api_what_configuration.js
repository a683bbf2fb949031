/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_What_ConfigurationInputs */

const en_api_what_configuration = /** @type {(inputs: Api_What_ConfigurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the configuration`)
};

/**
* | output |
* | --- |
* | "the configuration" |
*
* @param {Api_What_ConfigurationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_configuration = /** @type {((inputs?: Api_What_ConfigurationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_ConfigurationInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_configuration", en_api_what_configuration));
