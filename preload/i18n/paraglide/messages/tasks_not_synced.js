/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tasks_Not_SyncedInputs */

const en_tasks_not_synced = /** @type {(inputs: Tasks_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tasks stored yet`)
};

/**
* | output |
* | --- |
* | "No tasks stored yet" |
*
* @param {Tasks_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const tasks_not_synced = /** @type {((inputs?: Tasks_Not_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tasks_Not_SyncedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("tasks_not_synced", en_tasks_not_synced));
