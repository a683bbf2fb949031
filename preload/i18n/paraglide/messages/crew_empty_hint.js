/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Empty_HintInputs */

const en_crew_empty_hint = /** @type {(inputs: Crew_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the workers you supervise to see their tags here, online or not.`)
};

/**
* | output |
* | --- |
* | "Add the workers you supervise to see their tags here, online or not." |
*
* @param {Crew_Empty_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_empty_hint = /** @type {((inputs?: Crew_Empty_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Empty_HintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_empty_hint", en_crew_empty_hint));
