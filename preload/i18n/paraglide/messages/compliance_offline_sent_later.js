/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Offline_Sent_LaterInputs */

const en_compliance_offline_sent_later = /** @type {(inputs: Compliance_Offline_Sent_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Offline: it is sent when back online.`)
};

const es_compliance_offline_sent_later = /** @type {(inputs: Compliance_Offline_Sent_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Sin conexión: se envía al volver la conexión.`)
};

/**
* | output |
* | --- |
* | ". Offline: it is sent when back online." |
*
* @param {Compliance_Offline_Sent_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_offline_sent_later = /** @type {((inputs?: Compliance_Offline_Sent_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Offline_Sent_LaterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_offline_sent_later, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_offline_sent_later(inputs)
	return en_compliance_offline_sent_later(inputs)
});