/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Status_Sync_CancelledInputs */

const en_status_sync_cancelled = /** @type {(inputs: Status_Sync_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sync cancelled ${i?.time}`)
};

const es_status_sync_cancelled = /** @type {(inputs: Status_Sync_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sincronización cancelada a las ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Sync cancelled {time}" |
*
* @param {Status_Sync_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_sync_cancelled = /** @type {((inputs: Status_Sync_CancelledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Sync_CancelledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_sync_cancelled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_sync_cancelled(inputs)
	return en_status_sync_cancelled(inputs)
});