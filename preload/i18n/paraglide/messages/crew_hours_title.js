/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Hours_TitleInputs */

const en_crew_hours_title = /** @type {(inputs: Crew_Hours_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
};

/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Crew_Hours_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_hours_title = /** @type {((inputs?: Crew_Hours_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Hours_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_hours_title", en_crew_hours_title));
