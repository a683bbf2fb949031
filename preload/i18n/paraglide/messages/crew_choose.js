/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_ChooseInputs */

const en_crew_choose = /** @type {(inputs: Crew_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose crew`)
};

/**
* | output |
* | --- |
* | "Choose crew" |
*
* @param {Crew_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_choose = /** @type {((inputs?: Crew_ChooseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_ChooseInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_choose", en_crew_choose));
