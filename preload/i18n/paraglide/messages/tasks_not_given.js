/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Not_GivenInputs */

const en_tasks_not_given = /** @type {(inputs: Tasks_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given`)
};

/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Tasks_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_not_given = /** @type {((inputs?: Tasks_Not_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Not_GivenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_not_given", en_tasks_not_given));
