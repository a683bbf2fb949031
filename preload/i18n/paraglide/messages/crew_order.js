/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_OrderInputs */

const en_crew_order = /** @type {(inputs: Crew_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order…`)
};

/**
* | output |
* | --- |
* | "Order…" |
*
* @param {Crew_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_order = /** @type {((inputs?: Crew_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_OrderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_order", en_crew_order));
