/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ change: NonNullable<unknown> }} Compliance_Queued_OfflineInputs */

const en_compliance_queued_offline = /** @type {(inputs: Compliance_Queued_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Queued: ${i?.change}. It is sent when back online.`)
};

const es_compliance_queued_offline = /** @type {(inputs: Compliance_Queued_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En cola: ${i?.change}. Se envía al volver la conexión.`)
};

/**
* | output |
* | --- |
* | "Queued: {change}. It is sent when back online." |
*
* @param {Compliance_Queued_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_queued_offline = /** @type {((inputs: Compliance_Queued_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Queued_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_queued_offline, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_queued_offline(inputs)
	return en_compliance_queued_offline(inputs)
});