/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Pay_PeriodInputs */

const en_crew_pay_period = /** @type {(inputs: Crew_Pay_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay period`)
};

/**
* | output |
* | --- |
* | "Pay period" |
*
* @param {Crew_Pay_PeriodInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_pay_period = /** @type {((inputs?: Crew_Pay_PeriodInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Pay_PeriodInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_pay_period", en_crew_pay_period));
