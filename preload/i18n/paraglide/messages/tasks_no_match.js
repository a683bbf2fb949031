/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_No_MatchInputs */

const en_tasks_no_match = /** @type {(inputs: Tasks_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No task matches`)
};

/**
* | output |
* | --- |
* | "No task matches" |
*
* @param {Tasks_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_no_match = /** @type {((inputs?: Tasks_No_MatchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_No_MatchInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_no_match", en_tasks_no_match));
