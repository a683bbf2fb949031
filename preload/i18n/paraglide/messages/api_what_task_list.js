/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_What_Task_ListInputs */

const en_api_what_task_list = /** @type {(inputs: Api_What_Task_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the task list`)
};

/**
* | output |
* | --- |
* | "the task list" |
*
* @param {Api_What_Task_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_task_list = /** @type {((inputs?: Api_What_Task_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Task_ListInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_task_list", en_api_what_task_list));
