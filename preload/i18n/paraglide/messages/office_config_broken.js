/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Config_BrokenInputs */

const en_office_config_broken = /** @type {(inputs: Office_Config_BrokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The office must correct its configuration in the company settings before it can be shown or changed.`)
};

/**
* | output |
* | --- |
* | "The office must correct its configuration in the company settings before it can be shown or changed." |
*
* @param {Office_Config_BrokenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_config_broken = /** @type {((inputs?: Office_Config_BrokenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Config_BrokenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_config_broken", en_office_config_broken));
