/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limits: NonNullable<unknown> }} Crew_Assumed_LimitsInputs */

const en_crew_assumed_limits = /** @type {(inputs: Crew_Assumed_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Local assumptions, not from the server: overtime past ${i?.limits} (change them in Settings).`)
};

/**
* | output |
* | --- |
* | "Local assumptions, not from the server: overtime past {limits} (change them in Settings)." |
*
* @param {Crew_Assumed_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_assumed_limits = /** @type {((inputs: Crew_Assumed_LimitsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Assumed_LimitsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_assumed_limits", en_crew_assumed_limits));
