/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Crew_Week_OfInputs */

const en_crew_week_of = /** @type {(inputs: Crew_Week_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Week ${i?.from} – ${i?.to}`)
};

/**
* | output |
* | --- |
* | "Week {from} – {to}" |
*
* @param {Crew_Week_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_week_of = /** @type {((inputs: Crew_Week_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Week_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_week_of", en_crew_week_of));
