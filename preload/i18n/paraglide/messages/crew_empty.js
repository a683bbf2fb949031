/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_EmptyInputs */

const en_crew_empty = /** @type {(inputs: Crew_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your crew list is empty`)
};

/**
* | output |
* | --- |
* | "Your crew list is empty" |
*
* @param {Crew_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_empty = /** @type {((inputs?: Crew_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_EmptyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_empty", en_crew_empty));
