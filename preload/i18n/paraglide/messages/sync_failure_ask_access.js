/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Ask_AccessInputs */

const en_sync_failure_ask_access = /** @type {(inputs: Sync_Failure_Ask_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office for a key with access to it.`)
};

/**
* | output |
* | --- |
* | "Ask the office for a key with access to it." |
*
* @param {Sync_Failure_Ask_AccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_ask_access = /** @type {((inputs?: Sync_Failure_Ask_AccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Ask_AccessInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_ask_access", en_sync_failure_ask_access));
