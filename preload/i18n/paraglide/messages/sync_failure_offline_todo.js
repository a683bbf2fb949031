/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Offline_TodoInputs */

const en_sync_failure_offline_todo = /** @type {(inputs: Sync_Failure_Offline_TodoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to do: the sync runs when the network is back.`)
};

/**
* | output |
* | --- |
* | "Nothing to do: the sync runs when the network is back." |
*
* @param {Sync_Failure_Offline_TodoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_offline_todo = /** @type {((inputs?: Sync_Failure_Offline_TodoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Offline_TodoInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_offline_todo", en_sync_failure_offline_todo));
