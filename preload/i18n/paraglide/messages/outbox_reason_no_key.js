/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_No_KeyInputs */

const en_outbox_reason_no_key = /** @type {(inputs: Outbox_Reason_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No API key is available: connect again to send.`)
};

const es_outbox_reason_no_key = /** @type {(inputs: Outbox_Reason_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay clave de API: conéctese de nuevo para enviar.`)
};

/**
* | output |
* | --- |
* | "No API key is available: connect again to send." |
*
* @param {Outbox_Reason_No_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_no_key = /** @type {((inputs?: Outbox_Reason_No_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_No_KeyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_outbox_reason_no_key, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outbox_reason_no_key(inputs)
	return en_outbox_reason_no_key(inputs)
});