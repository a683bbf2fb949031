/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Status_AnyInputs */

const en_tasks_status_any = /** @type {(inputs: Tasks_Status_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All statuses`)
};

/**
* | output |
* | --- |
* | "All statuses" |
*
* @param {Tasks_Status_AnyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_status_any = /** @type {((inputs?: Tasks_Status_AnyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Status_AnyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_status_any", en_tasks_status_any));
