/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_UntitledInputs */

const en_tasks_untitled = /** @type {(inputs: Tasks_UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Untitled task`)
};

/**
* | output |
* | --- |
* | "Untitled task" |
*
* @param {Tasks_UntitledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_untitled = /** @type {((inputs?: Tasks_UntitledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_UntitledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_untitled", en_tasks_untitled));
