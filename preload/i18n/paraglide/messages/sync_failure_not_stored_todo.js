/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Not_Stored_TodoInputs */

const en_sync_failure_not_stored_todo = /** @type {(inputs: Sync_Failure_Not_Stored_TodoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The old data is kept. Try “Sync now” again.`)
};

/**
* | output |
* | --- |
* | "The old data is kept. Try “Sync now” again." |
*
* @param {Sync_Failure_Not_Stored_TodoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_not_stored_todo = /** @type {((inputs?: Sync_Failure_Not_Stored_TodoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Not_Stored_TodoInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_not_stored_todo", en_sync_failure_not_stored_todo));
