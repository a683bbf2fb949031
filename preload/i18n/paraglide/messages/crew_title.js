/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_TitleInputs */

const en_crew_title = /** @type {(inputs: Crew_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew`)
};

/**
* | output |
* | --- |
* | "Crew" |
*
* @param {Crew_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_title = /** @type {((inputs?: Crew_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_title", en_crew_title));
