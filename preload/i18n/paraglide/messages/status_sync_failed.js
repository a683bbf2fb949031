/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Status_Sync_FailedInputs */

const en_status_sync_failed = /** @type {(inputs: Status_Sync_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sync failed ${i?.time}`)
};

const es_status_sync_failed = /** @type {(inputs: Status_Sync_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Falló la sincronización a las ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Sync failed {time}" |
*
* @param {Status_Sync_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_sync_failed = /** @type {((inputs: Status_Sync_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Sync_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_sync_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_sync_failed(inputs)
	return en_status_sync_failed(inputs)
});