/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Unsure_DecisionInputs */

const en_orders_unsure_decision = /** @type {(inputs: Orders_Unsure_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the office dashboard, then mark it placed or send it again.`)
};

/**
* | output |
* | --- |
* | "Check the office dashboard, then mark it placed or send it again." |
*
* @param {Orders_Unsure_DecisionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_unsure_decision = /** @type {((inputs?: Orders_Unsure_DecisionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Unsure_DecisionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_unsure_decision", en_orders_unsure_decision));
