/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Status_Sync_CancelledInputs */

const en_status_sync_cancelled = /** @type {(inputs: Status_Sync_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sync cancelled ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Sync cancelled {time}" |
*
* @param {Status_Sync_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_sync_cancelled = /** @type {((inputs: Status_Sync_CancelledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Sync_CancelledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_sync_cancelled", en_status_sync_cancelled));
