/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_RetryInputs */

const en_sync_failure_retry = /** @type {(inputs: Sync_Failure_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to do now: the next sync tries again, and what you see stays as last synced.`)
};

/**
* | output |
* | --- |
* | "Nothing to do now: the next sync tries again, and what you see stays as last synced." |
*
* @param {Sync_Failure_RetryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_retry = /** @type {((inputs?: Sync_Failure_RetryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_RetryInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_retry", en_sync_failure_retry));
