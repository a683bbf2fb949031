/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Crew_Tags_As_OfInputs */

const en_crew_tags_as_of = /** @type {(inputs: Crew_Tags_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tags as of ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Tags as of {when}" |
*
* @param {Crew_Tags_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_tags_as_of = /** @type {((inputs: Crew_Tags_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Tags_As_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_tags_as_of", en_crew_tags_as_of));
