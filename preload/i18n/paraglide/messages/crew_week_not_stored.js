/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Week_Not_StoredInputs */

const en_crew_week_not_stored = /** @type {(inputs: Crew_Week_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not in the stored pay period: the next sync brings the current one.`)
};

/**
* | output |
* | --- |
* | "Not in the stored pay period: the next sync brings the current one." |
*
* @param {Crew_Week_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_week_not_stored = /** @type {((inputs?: Crew_Week_Not_StoredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Week_Not_StoredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_week_not_stored", en_crew_week_not_stored));
