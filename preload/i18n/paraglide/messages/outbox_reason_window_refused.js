/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Outbox_Reason_Window_RefusedInputs */

const en_outbox_reason_window_refused = /** @type {(inputs: Outbox_Reason_Window_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The app refused to send from this window (${i?.code}).`)
};

/**
* | output |
* | --- |
* | "The app refused to send from this window ({code})." |
*
* @param {Outbox_Reason_Window_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_window_refused = /** @type {((inputs: Outbox_Reason_Window_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_Window_RefusedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_window_refused", en_outbox_reason_window_refused));
