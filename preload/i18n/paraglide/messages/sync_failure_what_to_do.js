/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_What_To_DoInputs */

const en_sync_failure_what_to_do = /** @type {(inputs: Sync_Failure_What_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What to do:`)
};

/**
* | output |
* | --- |
* | "What to do:" |
*
* @param {Sync_Failure_What_To_DoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_what_to_do = /** @type {((inputs?: Sync_Failure_What_To_DoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_What_To_DoInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_what_to_do", en_sync_failure_what_to_do));
