/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Empty_BodyInputs */

const en_orders_empty_body = /** @type {(inputs: Orders_Empty_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place an order from the Crew list or a worker's page. Orders placed offline wait here until back online.`)
};

/**
* | output |
* | --- |
* | "Place an order from the Crew list or a worker's page. Orders placed offline wait here until back online." |
*
* @param {Orders_Empty_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_empty_body = /** @type {((inputs?: Orders_Empty_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Empty_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_empty_body", en_orders_empty_body));
