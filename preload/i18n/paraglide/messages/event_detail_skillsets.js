/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_SkillsetsInputs */

const en_event_detail_skillsets = /** @type {(inputs: Event_Detail_SkillsetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skillsets`)
};

/**
* | output |
* | --- |
* | "Skillsets" |
*
* @param {Event_Detail_SkillsetsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_skillsets = /** @type {((inputs?: Event_Detail_SkillsetsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_SkillsetsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_skillsets", en_event_detail_skillsets));
