/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_ProblemsInputs */

const en_crew_problems = /** @type {(inputs: Crew_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Problems`)
};

/**
* | output |
* | --- |
* | "Problems" |
*
* @param {Crew_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_problems = /** @type {((inputs?: Crew_ProblemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_ProblemsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_problems", en_crew_problems));
