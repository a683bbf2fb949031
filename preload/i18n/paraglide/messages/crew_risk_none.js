/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Risk_NoneInputs */

const en_crew_risk_none = /** @type {(inputs: Crew_Risk_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none seen`)
};

/**
* | output |
* | --- |
* | "none seen" |
*
* @param {Crew_Risk_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_risk_none = /** @type {((inputs?: Crew_Risk_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Risk_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_risk_none", en_crew_risk_none));
