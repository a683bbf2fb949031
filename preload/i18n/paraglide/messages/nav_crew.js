/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_CrewInputs */

const en_nav_crew = /** @type {(inputs: Nav_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew`)
};

/**
* | output |
* | --- |
* | "Crew" |
*
* @param {Nav_CrewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_crew = /** @type {((inputs?: Nav_CrewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CrewInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("nav_crew", en_nav_crew));
