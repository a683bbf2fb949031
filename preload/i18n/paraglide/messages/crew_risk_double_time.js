/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Risk_Double_TimeInputs */

const en_crew_risk_double_time = /** @type {(inputs: Crew_Risk_Double_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Double time`)
};

/**
* | output |
* | --- |
* | "Double time" |
*
* @param {Crew_Risk_Double_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_risk_double_time = /** @type {((inputs?: Crew_Risk_Double_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Risk_Double_TimeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_risk_double_time", en_crew_risk_double_time));
