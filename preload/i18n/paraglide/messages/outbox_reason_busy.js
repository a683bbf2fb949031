/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_BusyInputs */

const en_outbox_reason_busy = /** @type {(inputs: Outbox_Reason_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is busy.`)
};

/**
* | output |
* | --- |
* | "The server is busy." |
*
* @param {Outbox_Reason_BusyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_busy = /** @type {((inputs?: Outbox_Reason_BusyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_BusyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_busy", en_outbox_reason_busy));
