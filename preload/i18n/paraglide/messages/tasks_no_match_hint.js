/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_No_Match_HintInputs */

const en_tasks_no_match_hint = /** @type {(inputs: Tasks_No_Match_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search looks at titles, descriptions, people, statuses and application numbers.`)
};

/**
* | output |
* | --- |
* | "Search looks at titles, descriptions, people, statuses and application numbers." |
*
* @param {Tasks_No_Match_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_no_match_hint = /** @type {((inputs?: Tasks_No_Match_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_No_Match_HintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_no_match_hint", en_tasks_no_match_hint));
