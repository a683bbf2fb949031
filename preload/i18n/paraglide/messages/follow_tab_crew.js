/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Tab_CrewInputs */

const en_follow_tab_crew = /** @type {(inputs: Follow_Tab_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew`)
};

/**
* | output |
* | --- |
* | "Crew" |
*
* @param {Follow_Tab_CrewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_tab_crew = /** @type {((inputs?: Follow_Tab_CrewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Tab_CrewInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_tab_crew", en_follow_tab_crew));
