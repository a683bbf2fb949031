/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Risk_LabelInputs */

const en_crew_risk_label = /** @type {(inputs: Crew_Risk_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overtime risk:`)
};

/**
* | output |
* | --- |
* | "Overtime risk:" |
*
* @param {Crew_Risk_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_risk_label = /** @type {((inputs?: Crew_Risk_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Risk_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_risk_label", en_crew_risk_label));
