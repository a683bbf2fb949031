/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Detail_DescriptionInputs */

const en_tasks_detail_description = /** @type {(inputs: Tasks_Detail_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Tasks_Detail_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_detail_description = /** @type {((inputs?: Tasks_Detail_DescriptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Detail_DescriptionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_detail_description", en_tasks_detail_description));
