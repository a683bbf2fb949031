/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Status_SyncedInputs */

const en_status_synced = /** @type {(inputs: Status_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Synced ${i?.time}`)
};

const es_status_synced = /** @type {(inputs: Status_SyncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sincronizado a las ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Synced {time}" |
*
* @param {Status_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_synced = /** @type {((inputs: Status_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_SyncedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_synced, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_synced(inputs)
	return en_status_synced(inputs)
});