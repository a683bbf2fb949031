/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_LoadingInputs */

const en_tasks_loading = /** @type {(inputs: Tasks_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stored tasks…`)
};

/**
* | output |
* | --- |
* | "Loading stored tasks…" |
*
* @param {Tasks_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_loading = /** @type {((inputs?: Tasks_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_LoadingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_loading", en_tasks_loading));
