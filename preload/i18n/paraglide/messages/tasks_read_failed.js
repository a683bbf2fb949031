/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Read_FailedInputs */

const en_tasks_read_failed = /** @type {(inputs: Tasks_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored tasks could not be read`)
};

/**
* | output |
* | --- |
* | "The stored tasks could not be read" |
*
* @param {Tasks_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_read_failed = /** @type {((inputs?: Tasks_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_read_failed", en_tasks_read_failed));
