/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Client_RemovedInputs */

const en_sync_failure_client_removed = /** @type {(inputs: Sync_Failure_Client_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office whether the client was removed; its banned and preferred workers stay as last synced.`)
};

/**
* | output |
* | --- |
* | "Ask the office whether the client was removed; its banned and preferred workers stay as last synced." |
*
* @param {Sync_Failure_Client_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_client_removed = /** @type {((inputs?: Sync_Failure_Client_RemovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Client_RemovedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_client_removed", en_sync_failure_client_removed));
