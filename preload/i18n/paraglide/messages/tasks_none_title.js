/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_None_TitleInputs */

const en_tasks_none_title = /** @type {(inputs: Tasks_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The office has no tasks`)
};

/**
* | output |
* | --- |
* | "The office has no tasks" |
*
* @param {Tasks_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_none_title = /** @type {((inputs?: Tasks_None_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_None_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_none_title", en_tasks_none_title));
