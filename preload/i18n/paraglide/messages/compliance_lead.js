/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_LeadInputs */

const en_compliance_lead = /** @type {(inputs: Compliance_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change a template requirement. Offline, the change waits in the outbox and goes out by itself.`)
};

/**
* | output |
* | --- |
* | "Change a template requirement. Offline, the change waits in the outbox and goes out by itself." |
*
* @param {Compliance_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_lead = /** @type {((inputs?: Compliance_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_LeadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_lead", en_compliance_lead));
