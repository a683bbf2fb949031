/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Worker_ListInputs */

const en_sync_failure_worker_list = /** @type {(inputs: Sync_Failure_Worker_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list of workers`)
};

/**
* | output |
* | --- |
* | "The list of workers" |
*
* @param {Sync_Failure_Worker_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_worker_list = /** @type {((inputs?: Sync_Failure_Worker_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Worker_ListInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_worker_list", en_sync_failure_worker_list));
