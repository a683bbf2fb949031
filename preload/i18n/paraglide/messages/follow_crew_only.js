/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Crew_OnlyInputs */

const en_follow_crew_only = /** @type {(inputs: Follow_Crew_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew only`)
};

/**
* | output |
* | --- |
* | "Crew only" |
*
* @param {Follow_Crew_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_crew_only = /** @type {((inputs?: Follow_Crew_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Crew_OnlyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_crew_only", en_follow_crew_only));
