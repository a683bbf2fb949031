/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_ListInputs */

const en_crew_list = /** @type {(inputs: Crew_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew`)
};

/**
* | output |
* | --- |
* | "Crew" |
*
* @param {Crew_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_list = /** @type {((inputs?: Crew_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_ListInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_list", en_crew_list));
