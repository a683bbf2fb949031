/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Crew_Pending_PunchesInputs */

const en_crew_pending_punches = /** @type {(inputs: Crew_Pending_PunchesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`· ${shown} pending approval`);
	return /** @type {LocalizedString} */ (`· ${shown} pending approval`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "· {shown} pending approval" |
* | * | "· {shown} pending approval" |
*
* @param {Crew_Pending_PunchesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_pending_punches = /** @type {((inputs: Crew_Pending_PunchesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Pending_PunchesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_pending_punches", en_crew_pending_punches));
