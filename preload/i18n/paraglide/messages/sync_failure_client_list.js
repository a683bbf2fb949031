/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Client_ListInputs */

const en_sync_failure_client_list = /** @type {(inputs: Sync_Failure_Client_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list of clients`)
};

/**
* | output |
* | --- |
* | "The list of clients" |
*
* @param {Sync_Failure_Client_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_client_list = /** @type {((inputs?: Sync_Failure_Client_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Client_ListInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_client_list", en_sync_failure_client_list));
