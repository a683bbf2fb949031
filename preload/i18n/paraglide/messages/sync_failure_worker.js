/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Sync_Failure_WorkerInputs */

const en_sync_failure_worker = /** @type {(inputs: Sync_Failure_WorkerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a worker the service does not name (id ${i?.id})`)
};

/**
* | output |
* | --- |
* | "a worker the service does not name (id {id})" |
*
* @param {Sync_Failure_WorkerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_worker = /** @type {((inputs: Sync_Failure_WorkerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_WorkerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_worker", en_sync_failure_worker));
