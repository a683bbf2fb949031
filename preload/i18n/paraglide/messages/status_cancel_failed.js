/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Status_Cancel_FailedInputs */

const en_status_cancel_failed = /** @type {(inputs: Status_Cancel_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not cancel: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not cancel: {reason}" |
*
* @param {Status_Cancel_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_cancel_failed = /** @type {((inputs: Status_Cancel_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Cancel_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_cancel_failed", en_status_cancel_failed));
