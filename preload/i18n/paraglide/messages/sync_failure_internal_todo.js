/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Internal_TodoInputs */

const en_sync_failure_internal_todo = /** @type {(inputs: Sync_Failure_Internal_TodoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The old data is kept. Try “Sync now” again; if it keeps failing, tell support the code below.`)
};

/**
* | output |
* | --- |
* | "The old data is kept. Try “Sync now” again; if it keeps failing, tell support the code below." |
*
* @param {Sync_Failure_Internal_TodoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_internal_todo = /** @type {((inputs?: Sync_Failure_Internal_TodoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Internal_TodoInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_internal_todo", en_sync_failure_internal_todo));
