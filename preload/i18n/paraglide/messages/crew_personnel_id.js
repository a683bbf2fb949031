/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Personnel_IdInputs */

const en_crew_personnel_id = /** @type {(inputs: Crew_Personnel_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnel id`)
};

/**
* | output |
* | --- |
* | "Personnel id" |
*
* @param {Crew_Personnel_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_personnel_id = /** @type {((inputs?: Crew_Personnel_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Personnel_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_personnel_id", en_crew_personnel_id));
