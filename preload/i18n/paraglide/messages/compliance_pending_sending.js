/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ change: NonNullable<unknown>, when: NonNullable<unknown> }} Compliance_Pending_SendingInputs */

const en_compliance_pending_sending = /** @type {(inputs: Compliance_Pending_SendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pending: ${i?.change}, queued ${i?.when}, sending now`)
};

/**
* | output |
* | --- |
* | "Pending: {change}, queued {when}, sending now" |
*
* @param {Compliance_Pending_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_pending_sending = /** @type {((inputs: Compliance_Pending_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Pending_SendingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_pending_sending", en_compliance_pending_sending));
