/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Reading_IntegrationInputs */

const en_office_reading_integration = /** @type {(inputs: Office_Reading_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the integration from the server…`)
};

/**
* | output |
* | --- |
* | "Reading the integration from the server…" |
*
* @param {Office_Reading_IntegrationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_reading_integration = /** @type {((inputs?: Office_Reading_IntegrationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Reading_IntegrationInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_reading_integration", en_office_reading_integration));
