/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Hours_Last_FetchedInputs */

const en_crew_hours_last_fetched = /** @type {(inputs: Crew_Hours_Last_FetchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These are the hours last fetched.`)
};

/**
* | output |
* | --- |
* | "These are the hours last fetched." |
*
* @param {Crew_Hours_Last_FetchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_hours_last_fetched = /** @type {((inputs?: Crew_Hours_Last_FetchedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Hours_Last_FetchedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_hours_last_fetched", en_crew_hours_last_fetched));
