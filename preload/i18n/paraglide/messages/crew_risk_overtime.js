/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Risk_OvertimeInputs */

const en_crew_risk_overtime = /** @type {(inputs: Crew_Risk_OvertimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overtime`)
};

/**
* | output |
* | --- |
* | "Overtime" |
*
* @param {Crew_Risk_OvertimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_risk_overtime = /** @type {((inputs?: Crew_Risk_OvertimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Risk_OvertimeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_risk_overtime", en_crew_risk_overtime));
