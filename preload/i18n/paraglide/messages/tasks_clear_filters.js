/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Clear_FiltersInputs */

const en_tasks_clear_filters = /** @type {(inputs: Tasks_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear search and filters`)
};

/**
* | output |
* | --- |
* | "Clear search and filters" |
*
* @param {Tasks_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_clear_filters = /** @type {((inputs?: Tasks_Clear_FiltersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Clear_FiltersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_clear_filters", en_tasks_clear_filters));
