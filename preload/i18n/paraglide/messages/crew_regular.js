/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_RegularInputs */

const en_crew_regular = /** @type {(inputs: Crew_RegularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regular`)
};

/**
* | output |
* | --- |
* | "Regular" |
*
* @param {Crew_RegularInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_regular = /** @type {((inputs?: Crew_RegularInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_RegularInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_regular", en_crew_regular));
