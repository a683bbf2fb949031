/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_SearchInputs */

const en_tasks_search = /** @type {(inputs: Tasks_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search tasks`)
};

/**
* | output |
* | --- |
* | "Search tasks" |
*
* @param {Tasks_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_search = /** @type {((inputs?: Tasks_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_SearchInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_search", en_tasks_search));
