/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Tab_IntegrationInputs */

const en_office_tab_integration = /** @type {(inputs: Office_Tab_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Integration`)
};

/**
* | output |
* | --- |
* | "Integration" |
*
* @param {Office_Tab_IntegrationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_tab_integration = /** @type {((inputs?: Office_Tab_IntegrationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Tab_IntegrationInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_tab_integration", en_office_tab_integration));
