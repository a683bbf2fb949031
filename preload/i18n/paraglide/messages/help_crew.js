/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_CrewInputs */

const en_help_crew = /** @type {(inputs: Help_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew`)
};

/**
* | output |
* | --- |
* | "Crew" |
*
* @param {Help_CrewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_crew = /** @type {((inputs?: Help_CrewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_CrewInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_crew", en_help_crew));
