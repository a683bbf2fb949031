/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Why_OvertimeInputs */

const en_crew_why_overtime = /** @type {(inputs: Crew_Why_OvertimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why overtime`)
};

/**
* | output |
* | --- |
* | "Why overtime" |
*
* @param {Crew_Why_OvertimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_why_overtime = /** @type {((inputs?: Crew_Why_OvertimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Why_OvertimeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_why_overtime", en_crew_why_overtime));
