/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_UnassignedInputs */

const en_tasks_unassigned = /** @type {(inputs: Tasks_UnassignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unassigned`)
};

/**
* | output |
* | --- |
* | "Unassigned" |
*
* @param {Tasks_UnassignedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_unassigned = /** @type {((inputs?: Tasks_UnassignedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_UnassignedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_unassigned", en_tasks_unassigned));
