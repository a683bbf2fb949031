/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Server_StatusInputs */

const en_tasks_server_status = /** @type {(inputs: Tasks_Server_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server's status:`)
};

/**
* | output |
* | --- |
* | "The server's status:" |
*
* @param {Tasks_Server_StatusInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_server_status = /** @type {((inputs?: Tasks_Server_StatusInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Server_StatusInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_server_status", en_tasks_server_status));
