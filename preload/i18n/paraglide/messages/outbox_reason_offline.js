/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_OfflineInputs */

const en_outbox_reason_offline = /** @type {(inputs: Outbox_Reason_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: will be sent when back online.`)
};

const es_outbox_reason_offline = /** @type {(inputs: Outbox_Reason_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión: se enviará al reconectar.`)
};

/**
* | output |
* | --- |
* | "Offline: will be sent when back online." |
*
* @param {Outbox_Reason_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_offline = /** @type {((inputs?: Outbox_Reason_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_outbox_reason_offline, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outbox_reason_offline(inputs)
	return en_outbox_reason_offline(inputs)
});