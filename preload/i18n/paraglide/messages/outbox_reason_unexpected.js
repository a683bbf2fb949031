/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_UnexpectedInputs */

const en_outbox_reason_unexpected = /** @type {(inputs: Outbox_Reason_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error happened while sending.`)
};

/**
* | output |
* | --- |
* | "An unexpected error happened while sending." |
*
* @param {Outbox_Reason_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_unexpected = /** @type {((inputs?: Outbox_Reason_UnexpectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_UnexpectedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_unexpected", en_outbox_reason_unexpected));
