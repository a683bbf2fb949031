/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_List_LabelInputs */

const en_tasks_list_label = /** @type {(inputs: Tasks_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasks, soonest due first`)
};

/**
* | output |
* | --- |
* | "Tasks, soonest due first" |
*
* @param {Tasks_List_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_list_label = /** @type {((inputs?: Tasks_List_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_List_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_list_label", en_tasks_list_label));
