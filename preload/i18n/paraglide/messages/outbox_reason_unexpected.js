/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_UnexpectedInputs */

const en_outbox_reason_unexpected = /** @type {(inputs: Outbox_Reason_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error happened while sending.`)
};

const es_outbox_reason_unexpected = /** @type {(inputs: Outbox_Reason_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error inesperado durante el envío.`)
};

/**
* | output |
* | --- |
* | "An unexpected error happened while sending." |
*
* @param {Outbox_Reason_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_unexpected = /** @type {((inputs?: Outbox_Reason_UnexpectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_UnexpectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_outbox_reason_unexpected, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outbox_reason_unexpected(inputs)
	return en_outbox_reason_unexpected(inputs)
});