/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ change: NonNullable<unknown> }} Compliance_QueuedInputs */

const en_compliance_queued = /** @type {(inputs: Compliance_QueuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Queued: ${i?.change}`)
};

/**
* | output |
* | --- |
* | "Queued: {change}" |
*
* @param {Compliance_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_queued = /** @type {((inputs: Compliance_QueuedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_QueuedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_queued", en_compliance_queued));
