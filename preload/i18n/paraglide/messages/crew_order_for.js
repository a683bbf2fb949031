/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Crew_Order_ForInputs */

const en_crew_order_for = /** @type {(inputs: Crew_Order_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Place order for ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Place order for {name}" |
*
* @param {Crew_Order_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_order_for = /** @type {((inputs: Crew_Order_ForInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Order_ForInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_order_for", en_crew_order_for));
