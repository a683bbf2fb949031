/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ change: NonNullable<unknown> }} Compliance_Queued_OfflineInputs */

const en_compliance_queued_offline = /** @type {(inputs: Compliance_Queued_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Queued: ${i?.change}. It is sent when back online.`)
};

/**
* | output |
* | --- |
* | "Queued: {change}. It is sent when back online." |
*
* @param {Compliance_Queued_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_queued_offline = /** @type {((inputs: Compliance_Queued_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Queued_OfflineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_queued_offline", en_compliance_queued_offline));
