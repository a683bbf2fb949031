/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_ListInputs */

const en_sync_failure_list = /** @type {(inputs: Sync_Failure_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items not updated`)
};

/**
* | output |
* | --- |
* | "Items not updated" |
*
* @param {Sync_Failure_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_list = /** @type {((inputs?: Sync_Failure_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_ListInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_list", en_sync_failure_list));
