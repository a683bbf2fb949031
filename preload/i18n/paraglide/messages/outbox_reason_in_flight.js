/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_In_FlightInputs */

const en_outbox_reason_in_flight = /** @type {(inputs: Outbox_Reason_In_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An earlier request for it is still being sent.`)
};

/**
* | output |
* | --- |
* | "An earlier request for it is still being sent." |
*
* @param {Outbox_Reason_In_FlightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_in_flight = /** @type {((inputs?: Outbox_Reason_In_FlightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_In_FlightInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_in_flight", en_outbox_reason_in_flight));
