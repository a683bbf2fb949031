/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Status_NoneInputs */

const en_tasks_status_none = /** @type {(inputs: Tasks_Status_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No status`)
};

/**
* | output |
* | --- |
* | "No status" |
*
* @param {Tasks_Status_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_status_none = /** @type {((inputs?: Tasks_Status_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Status_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_status_none", en_tasks_status_none));
