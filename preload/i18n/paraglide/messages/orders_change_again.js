/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Change_AgainInputs */

const en_orders_change_again = /** @type {(inputs: Orders_Change_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change it again`)
};

/**
* | output |
* | --- |
* | "Change it again" |
*
* @param {Orders_Change_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_change_again = /** @type {((inputs?: Orders_Change_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Change_AgainInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_change_again", en_orders_change_again));
