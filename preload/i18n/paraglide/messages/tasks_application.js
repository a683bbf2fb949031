/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Tasks_ApplicationInputs */

const en_tasks_application = /** @type {(inputs: Tasks_ApplicationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Application ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Application {id}" |
*
* @param {Tasks_ApplicationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_application = /** @type {((inputs: Tasks_ApplicationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_ApplicationInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_application", en_tasks_application));
