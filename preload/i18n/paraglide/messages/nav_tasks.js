/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_TasksInputs */

const en_nav_tasks = /** @type {(inputs: Nav_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasks`)
};

/**
* | output |
* | --- |
* | "Tasks" |
*
* @param {Nav_TasksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_tasks = /** @type {((inputs?: Nav_TasksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_TasksInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("nav_tasks", en_nav_tasks));
