/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_No_SkillsetInputs */

const en_event_no_skillset = /** @type {(inputs: Event_No_SkillsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No skillset given`)
};

/**
* | output |
* | --- |
* | "No skillset given" |
*
* @param {Event_No_SkillsetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_no_skillset = /** @type {((inputs?: Event_No_SkillsetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_No_SkillsetInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_no_skillset", en_event_no_skillset));
