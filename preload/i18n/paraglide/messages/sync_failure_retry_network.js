/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Retry_NetworkInputs */

const en_sync_failure_retry_network = /** @type {(inputs: Sync_Failure_Retry_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to do now: the next sync tries again, and what you see stays as last synced. Check the network if it keeps failing.`)
};

/**
* | output |
* | --- |
* | "Nothing to do now: the next sync tries again, and what you see stays as last synced. Check the network if it keeps failing." |
*
* @param {Sync_Failure_Retry_NetworkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_retry_network = /** @type {((inputs?: Sync_Failure_Retry_NetworkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Retry_NetworkInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_retry_network", en_sync_failure_retry_network));
