/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_AttemptsInputs */

const en_orders_attempts = /** @type {(inputs: Orders_AttemptsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} attempt`);
	return /** @type {LocalizedString} */ (`${shown} attempts`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} attempt" |
* | * | "{shown} attempts" |
*
* @param {Orders_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_attempts = /** @type {((inputs: Orders_AttemptsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_AttemptsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_attempts", en_orders_attempts));
