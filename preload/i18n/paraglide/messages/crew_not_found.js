/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Not_FoundInputs */

const en_crew_not_found = /** @type {(inputs: Crew_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not found on server`)
};

/**
* | output |
* | --- |
* | "Not found on server" |
*
* @param {Crew_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_not_found = /** @type {((inputs?: Crew_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_not_found", en_crew_not_found));
