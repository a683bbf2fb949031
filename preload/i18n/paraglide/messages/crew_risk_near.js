/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Risk_NearInputs */

const en_crew_risk_near = /** @type {(inputs: Crew_Risk_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Near overtime`)
};

/**
* | output |
* | --- |
* | "Near overtime" |
*
* @param {Crew_Risk_NearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_risk_near = /** @type {((inputs?: Crew_Risk_NearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Risk_NearInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_risk_near", en_crew_risk_near));
