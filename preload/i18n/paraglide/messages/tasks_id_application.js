/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Id_ApplicationInputs */

const en_tasks_id_application = /** @type {(inputs: Tasks_Id_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, application`)
};

/**
* | output |
* | --- |
* | ", application" |
*
* @param {Tasks_Id_ApplicationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_id_application = /** @type {((inputs?: Tasks_Id_ApplicationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Id_ApplicationInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_id_application", en_tasks_id_application));
