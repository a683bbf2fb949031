/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_In_FlightInputs */

const en_outbox_reason_in_flight = /** @type {(inputs: Outbox_Reason_In_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An earlier request for it is still being sent.`)
};

const es_outbox_reason_in_flight = /** @type {(inputs: Outbox_Reason_In_FlightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una petición anterior para esto todavía se está enviando.`)
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
export const outbox_reason_in_flight = /** @type {((inputs?: Outbox_Reason_In_FlightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_In_FlightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_outbox_reason_in_flight, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outbox_reason_in_flight(inputs)
	return en_outbox_reason_in_flight(inputs)
});