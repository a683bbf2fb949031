/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Status_OpenInputs */

const en_tasks_status_open = /** @type {(inputs: Tasks_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not finished`)
};

/**
* | output |
* | --- |
* | "Not finished" |
*
* @param {Tasks_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_status_open = /** @type {((inputs?: Tasks_Status_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Status_OpenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_status_open", en_tasks_status_open));
