/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Status_Not_Synced_OfflineInputs */

const en_status_not_synced_offline = /** @type {(inputs: Status_Not_Synced_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not synced: offline ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Not synced: offline {time}" |
*
* @param {Status_Not_Synced_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_not_synced_offline = /** @type {((inputs: Status_Not_Synced_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Not_Synced_OfflineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_not_synced_offline", en_status_not_synced_offline));
