/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Show_IntegrationInputs */

const en_office_show_integration = /** @type {(inputs: Office_Show_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show integration`)
};

/**
* | output |
* | --- |
* | "Show integration" |
*
* @param {Office_Show_IntegrationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_show_integration = /** @type {((inputs?: Office_Show_IntegrationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Show_IntegrationInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_show_integration", en_office_show_integration));
