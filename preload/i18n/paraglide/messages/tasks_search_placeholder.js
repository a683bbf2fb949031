/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Search_PlaceholderInputs */

const en_tasks_search_placeholder = /** @type {(inputs: Tasks_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title, applicant, person, application`)
};

/**
* | output |
* | --- |
* | "Title, applicant, person, application" |
*
* @param {Tasks_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_search_placeholder = /** @type {((inputs?: Tasks_Search_PlaceholderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Search_PlaceholderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_search_placeholder", en_tasks_search_placeholder));
