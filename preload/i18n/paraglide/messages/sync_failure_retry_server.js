/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Retry_ServerInputs */

const en_sync_failure_retry_server = /** @type {(inputs: Sync_Failure_Retry_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to do now: the next sync tries again, and what you see stays as last synced. If it keeps failing, tell the office.`)
};

/**
* | output |
* | --- |
* | "Nothing to do now: the next sync tries again, and what you see stays as last synced. If it keeps failing, tell the office." |
*
* @param {Sync_Failure_Retry_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_retry_server = /** @type {((inputs?: Sync_Failure_Retry_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Retry_ServerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_retry_server", en_sync_failure_retry_server));
