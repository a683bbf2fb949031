/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Place_OrderInputs */

const en_crew_place_order = /** @type {(inputs: Crew_Place_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place order…`)
};

/**
* | output |
* | --- |
* | "Place order…" |
*
* @param {Crew_Place_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_place_order = /** @type {((inputs?: Crew_Place_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Place_OrderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_place_order", en_crew_place_order));
