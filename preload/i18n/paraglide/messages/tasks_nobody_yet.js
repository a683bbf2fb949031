/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Nobody_YetInputs */

const en_tasks_nobody_yet = /** @type {(inputs: Tasks_Nobody_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody yet`)
};

/**
* | output |
* | --- |
* | "Nobody yet" |
*
* @param {Tasks_Nobody_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_nobody_yet = /** @type {((inputs?: Tasks_Nobody_YetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Nobody_YetInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_nobody_yet", en_tasks_nobody_yet));
