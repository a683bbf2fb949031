/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_No_TagsInputs */

const en_crew_no_tags = /** @type {(inputs: Crew_No_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tags`)
};

/**
* | output |
* | --- |
* | "No tags" |
*
* @param {Crew_No_TagsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_no_tags = /** @type {((inputs?: Crew_No_TagsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_No_TagsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_no_tags", en_crew_no_tags));
