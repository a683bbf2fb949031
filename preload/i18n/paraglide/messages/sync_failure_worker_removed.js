/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Worker_RemovedInputs */

const en_sync_failure_worker_removed = /** @type {(inputs: Sync_Failure_Worker_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office whether the worker was removed; if so, take them off your crew.`)
};

/**
* | output |
* | --- |
* | "Ask the office whether the worker was removed; if so, take them off your crew." |
*
* @param {Sync_Failure_Worker_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_worker_removed = /** @type {((inputs?: Sync_Failure_Worker_RemovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Worker_RemovedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_worker_removed", en_sync_failure_worker_removed));
