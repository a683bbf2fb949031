/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Outbox_Reason_ResendInputs */

const en_outbox_reason_resend = /** @type {(inputs: Outbox_Reason_ResendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not sure it arrived: ${i?.why} This change is safe to repeat, so it is sent again by itself.`)
};

const es_outbox_reason_resend = /** @type {(inputs: Outbox_Reason_ResendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se sabe si llegó: ${i?.why} Este cambio se puede repetir sin riesgo, así que se envía de nuevo solo.`)
};

/**
* | output |
* | --- |
* | "Not sure it arrived: {why} This change is safe to repeat, so it is sent again by itself." |
*
* @param {Outbox_Reason_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_resend = /** @type {((inputs: Outbox_Reason_ResendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_ResendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_outbox_reason_resend, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outbox_reason_resend(inputs)
	return en_outbox_reason_resend(inputs)
});