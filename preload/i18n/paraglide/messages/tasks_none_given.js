/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_None_GivenInputs */

const en_tasks_none_given = /** @type {(inputs: Tasks_None_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None given`)
};

/**
* | output |
* | --- |
* | "None given" |
*
* @param {Tasks_None_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_none_given = /** @type {((inputs?: Tasks_None_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_None_GivenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_none_given", en_tasks_none_given));
