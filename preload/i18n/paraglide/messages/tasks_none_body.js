/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_None_BodyInputs */

const en_tasks_none_body = /** @type {(inputs: Tasks_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server's task list is empty.`)
};

/**
* | output |
* | --- |
* | "The server's task list is empty." |
*
* @param {Tasks_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_none_body = /** @type {((inputs?: Tasks_None_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_None_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_none_body", en_tasks_none_body));
