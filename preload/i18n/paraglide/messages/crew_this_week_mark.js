/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_This_Week_MarkInputs */

const en_crew_this_week_mark = /** @type {(inputs: Crew_This_Week_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(this week)`)
};

/**
* | output |
* | --- |
* | "(this week)" |
*
* @param {Crew_This_Week_MarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_this_week_mark = /** @type {((inputs?: Crew_This_Week_MarkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_This_Week_MarkInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_this_week_mark", en_crew_this_week_mark));
