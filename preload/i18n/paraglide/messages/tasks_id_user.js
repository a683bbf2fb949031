/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Id_UserInputs */

const en_tasks_id_user = /** @type {(inputs: Tasks_Id_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, assigned to user`)
};

/**
* | output |
* | --- |
* | ", assigned to user" |
*
* @param {Tasks_Id_UserInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_id_user = /** @type {((inputs?: Tasks_Id_UserInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Id_UserInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_id_user", en_tasks_id_user));
