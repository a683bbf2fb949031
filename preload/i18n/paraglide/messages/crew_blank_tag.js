/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Blank_TagInputs */

const en_crew_blank_tag = /** @type {(inputs: Crew_Blank_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(blank tag)`)
};

/**
* | output |
* | --- |
* | "(blank tag)" |
*
* @param {Crew_Blank_TagInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_blank_tag = /** @type {((inputs?: Crew_Blank_TagInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Blank_TagInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_blank_tag", en_crew_blank_tag));
