/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Cannot_QueueInputs */

const en_compliance_cannot_queue = /** @type {(inputs: Compliance_Cannot_QueueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes cannot be queued in this window: restart the app.`)
};

/**
* | output |
* | --- |
* | "Changes cannot be queued in this window: restart the app." |
*
* @param {Compliance_Cannot_QueueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_cannot_queue = /** @type {((inputs?: Compliance_Cannot_QueueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Cannot_QueueInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_cannot_queue", en_compliance_cannot_queue));
