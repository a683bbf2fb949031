/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, planned: NonNullable<unknown>, failed: NonNullable<unknown> }} Status_Syncing_FailedInputs */

const en_status_syncing_failed = /** @type {(inputs: Status_Syncing_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Syncing ${i?.done} of ${i?.planned}, ${i?.failed} failed`)
};

/**
* | output |
* | --- |
* | "Syncing {done} of {planned}, {failed} failed" |
*
* @param {Status_Syncing_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_syncing_failed = /** @type {((inputs: Status_Syncing_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Syncing_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_syncing_failed", en_status_syncing_failed));
