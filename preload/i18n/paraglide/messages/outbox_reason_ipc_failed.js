/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Outbox_Reason_Ipc_FailedInputs */

const en_outbox_reason_ipc_failed = /** @type {(inputs: Outbox_Reason_Ipc_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The app could not send it (${i?.code}).`)
};

/**
* | output |
* | --- |
* | "The app could not send it ({code})." |
*
* @param {Outbox_Reason_Ipc_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_ipc_failed = /** @type {((inputs: Outbox_Reason_Ipc_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_Ipc_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_ipc_failed", en_outbox_reason_ipc_failed));
