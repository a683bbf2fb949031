/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_TasksInputs */

const en_sync_failure_tasks = /** @type {(inputs: Sync_Failure_TasksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The task list`)
};

/**
* | output |
* | --- |
* | "The task list" |
*
* @param {Sync_Failure_TasksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_tasks = /** @type {((inputs?: Sync_Failure_TasksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_TasksInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_tasks", en_sync_failure_tasks));
