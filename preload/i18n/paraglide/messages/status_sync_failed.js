/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Status_Sync_FailedInputs */

const en_status_sync_failed = /** @type {(inputs: Status_Sync_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sync failed ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Sync failed {time}" |
*
* @param {Status_Sync_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_sync_failed = /** @type {((inputs: Status_Sync_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Sync_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_sync_failed", en_status_sync_failed));
