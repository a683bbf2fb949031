/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_No_KeyInputs */

const en_outbox_reason_no_key = /** @type {(inputs: Outbox_Reason_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No API key is available: connect again to send.`)
};

/**
* | output |
* | --- |
* | "No API key is available: connect again to send." |
*
* @param {Outbox_Reason_No_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_no_key = /** @type {((inputs?: Outbox_Reason_No_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_No_KeyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_no_key", en_outbox_reason_no_key));
