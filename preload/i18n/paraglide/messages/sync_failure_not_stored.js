/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Not_StoredInputs */

const en_sync_failure_not_stored = /** @type {(inputs: Sync_Failure_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app could not store what the server sent.`)
};

/**
* | output |
* | --- |
* | "The app could not store what the server sent." |
*
* @param {Sync_Failure_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_not_stored = /** @type {((inputs?: Sync_Failure_Not_StoredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Not_StoredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_not_stored", en_sync_failure_not_stored));
