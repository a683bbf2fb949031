/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ change: NonNullable<unknown>, when: NonNullable<unknown> }} Compliance_Pending_SendingInputs */

const en_compliance_pending_sending = /** @type {(inputs: Compliance_Pending_SendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pending: ${i?.change}, queued ${i?.when}, sending now`)
};

const es_compliance_pending_sending = /** @type {(inputs: Compliance_Pending_SendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pendiente: ${i?.change}, en cola desde ${i?.when}, enviándose ahora`)
};

/**
* | output |
* | --- |
* | "Pending: {change}, queued {when}, sending now" |
*
* @param {Compliance_Pending_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_pending_sending = /** @type {((inputs: Compliance_Pending_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Pending_SendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_pending_sending, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_pending_sending(inputs)
	return en_compliance_pending_sending(inputs)
});