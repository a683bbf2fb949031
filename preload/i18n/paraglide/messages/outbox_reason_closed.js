/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_ClosedInputs */

const en_outbox_reason_closed = /** @type {(inputs: Outbox_Reason_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app closed while it was being sent.`)
};

const es_outbox_reason_closed = /** @type {(inputs: Outbox_Reason_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación se cerró mientras se enviaba.`)
};

/**
* | output |
* | --- |
* | "The app closed while it was being sent." |
*
* @param {Outbox_Reason_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_closed = /** @type {((inputs?: Outbox_Reason_ClosedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_ClosedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_outbox_reason_closed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outbox_reason_closed(inputs)
	return en_outbox_reason_closed(inputs)
});