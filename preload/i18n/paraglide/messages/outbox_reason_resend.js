/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Outbox_Reason_ResendInputs */

const en_outbox_reason_resend = /** @type {(inputs: Outbox_Reason_ResendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not sure it arrived: ${i?.why} This change is safe to repeat, so it is sent again by itself.`)
};

/**
* | output |
* | --- |
* | "Not sure it arrived: {why} This change is safe to repeat, so it is sent again by itself." |
*
* @param {Outbox_Reason_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_resend = /** @type {((inputs: Outbox_Reason_ResendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_ResendInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_resend", en_outbox_reason_resend));
