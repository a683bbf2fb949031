/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_BusyInputs */

const en_outbox_reason_busy = /** @type {(inputs: Outbox_Reason_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is busy.`)
};

const es_outbox_reason_busy = /** @type {(inputs: Outbox_Reason_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor está ocupado.`)
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
export const outbox_reason_busy = /** @type {((inputs?: Outbox_Reason_BusyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_BusyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_outbox_reason_busy, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outbox_reason_busy(inputs)
	return en_outbox_reason_busy(inputs)
});