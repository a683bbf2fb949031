/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_OfflineInputs */

const en_sync_failure_offline = /** @type {(inputs: Sync_Failure_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This computer was offline.`)
};

/**
* | output |
* | --- |
* | "This computer was offline." |
*
* @param {Sync_Failure_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_offline = /** @type {((inputs?: Sync_Failure_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_OfflineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_offline", en_sync_failure_offline));
