/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Compliance_ChangeInputs */

const en_orders_compliance_change = /** @type {(inputs: Orders_Compliance_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compliance change`)
};

/**
* | output |
* | --- |
* | "Compliance change" |
*
* @param {Orders_Compliance_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_compliance_change = /** @type {((inputs?: Orders_Compliance_ChangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Compliance_ChangeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_compliance_change", en_orders_compliance_change));
