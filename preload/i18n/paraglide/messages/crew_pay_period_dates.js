/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Crew_Pay_Period_DatesInputs */

const en_crew_pay_period_dates = /** @type {(inputs: Crew_Pay_Period_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay period ${i?.from} – ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Pay period {from} – {to}" |
*
* @param {Crew_Pay_Period_DatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_pay_period_dates = /** @type {((inputs: Crew_Pay_Period_DatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Pay_Period_DatesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_pay_period_dates", en_crew_pay_period_dates));
