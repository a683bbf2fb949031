/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Waiting_SentenceInputs */

const en_orders_waiting_sentence = /** @type {(inputs: Orders_Waiting_SentenceInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} waiting to be sent.`);
	return /** @type {LocalizedString} */ (`${shown} waiting to be sent.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} waiting to be sent." |
* | * | "{shown} waiting to be sent." |
*
* @param {Orders_Waiting_SentenceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_waiting_sentence = /** @type {((inputs: Orders_Waiting_SentenceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Waiting_SentenceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_waiting_sentence", en_orders_waiting_sentence));
