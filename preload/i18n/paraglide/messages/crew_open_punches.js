/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Open_PunchesInputs */

const en_crew_open_punches = /** @type {(inputs: Crew_Open_PunchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open punches`)
};

/**
* | output |
* | --- |
* | "Open punches" |
*
* @param {Crew_Open_PunchesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_open_punches = /** @type {((inputs?: Crew_Open_PunchesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Open_PunchesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_open_punches", en_crew_open_punches));
