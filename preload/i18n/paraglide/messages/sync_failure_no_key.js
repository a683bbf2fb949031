/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_No_KeyInputs */

const en_sync_failure_no_key = /** @type {(inputs: Sync_Failure_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No API key is available.`)
};

/**
* | output |
* | --- |
* | "No API key is available." |
*
* @param {Sync_Failure_No_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_no_key = /** @type {((inputs?: Sync_Failure_No_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_No_KeyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_no_key", en_sync_failure_no_key));
