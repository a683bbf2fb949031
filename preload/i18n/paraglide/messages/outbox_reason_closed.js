/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_ClosedInputs */

const en_outbox_reason_closed = /** @type {(inputs: Outbox_Reason_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app closed while it was being sent.`)
};

/**
* | output |
* | --- |
* | "The app closed while it was being sent." |
*
* @param {Outbox_Reason_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_closed = /** @type {((inputs?: Outbox_Reason_ClosedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_ClosedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_closed", en_outbox_reason_closed));
