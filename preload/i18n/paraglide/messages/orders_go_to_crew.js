/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Go_To_CrewInputs */

const en_orders_go_to_crew = /** @type {(inputs: Orders_Go_To_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Crew`)
};

/**
* | output |
* | --- |
* | "Go to Crew" |
*
* @param {Orders_Go_To_CrewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_go_to_crew = /** @type {((inputs?: Orders_Go_To_CrewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Go_To_CrewInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_go_to_crew", en_orders_go_to_crew));
