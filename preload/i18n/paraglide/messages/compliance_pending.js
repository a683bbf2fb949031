/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ change: NonNullable<unknown>, when: NonNullable<unknown> }} Compliance_PendingInputs */

const en_compliance_pending = /** @type {(inputs: Compliance_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pending: ${i?.change}, queued ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Pending: {change}, queued {when}" |
*
* @param {Compliance_PendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_pending = /** @type {((inputs: Compliance_PendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_PendingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_pending", en_compliance_pending));
