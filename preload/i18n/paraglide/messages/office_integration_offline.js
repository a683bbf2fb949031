/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Integration_OfflineInputs */

const en_office_integration_offline = /** @type {(inputs: Office_Integration_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Here you would see an integration's details (name, category, what it does, how to set it up) and could regenerate its secret.`)
};

/**
* | output |
* | --- |
* | "Here you would see an integration's details (name, category, what it does, how to set it up) and could regenerate its secret." |
*
* @param {Office_Integration_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_integration_offline = /** @type {((inputs?: Office_Integration_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Integration_OfflineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_integration_offline", en_office_integration_offline));
