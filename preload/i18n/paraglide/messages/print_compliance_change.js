/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Compliance_ChangeInputs */

const en_print_compliance_change = /** @type {(inputs: Print_Compliance_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compliance change`)
};

/**
* | output |
* | --- |
* | "Compliance change" |
*
* @param {Print_Compliance_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_compliance_change = /** @type {((inputs?: Print_Compliance_ChangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Compliance_ChangeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_compliance_change", en_print_compliance_change));
