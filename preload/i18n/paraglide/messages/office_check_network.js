/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Check_NetworkInputs */

const en_office_check_network = /** @type {(inputs: Office_Check_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the network connection, then try again.`)
};

/**
* | output |
* | --- |
* | "Check the network connection, then try again." |
*
* @param {Office_Check_NetworkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_check_network = /** @type {((inputs?: Office_Check_NetworkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Check_NetworkInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_check_network", en_office_check_network));
