/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Status_SyncedInputs */

const en_status_synced = /** @type {(inputs: Status_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Synced ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Synced {time}" |
*
* @param {Status_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_synced = /** @type {((inputs: Status_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_SyncedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_synced", en_status_synced));
