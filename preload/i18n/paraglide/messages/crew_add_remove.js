/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Add_RemoveInputs */

const en_crew_add_remove = /** @type {(inputs: Crew_Add_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add or remove crew`)
};

/**
* | output |
* | --- |
* | "Add or remove crew" |
*
* @param {Crew_Add_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_add_remove = /** @type {((inputs?: Crew_Add_RemoveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Add_RemoveInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_add_remove", en_crew_add_remove));
