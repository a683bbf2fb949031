/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_RemovedInputs */

const en_sync_failure_removed = /** @type {(inputs: Sync_Failure_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office whether it was removed; if so, stop following it.`)
};

/**
* | output |
* | --- |
* | "Ask the office whether it was removed; if so, stop following it." |
*
* @param {Sync_Failure_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_removed = /** @type {((inputs?: Sync_Failure_RemovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_RemovedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_removed", en_sync_failure_removed));
