/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Not_SyncedInputs */

const en_csv_not_synced = /** @type {(inputs: Csv_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not synced yet`)
};

const es_csv_not_synced = /** @type {(inputs: Csv_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin sincronizar`)
};

/**
* | output |
* | --- |
* | "Not synced yet" |
*
* @param {Csv_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_not_synced = /** @type {((inputs?: Csv_Not_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Not_SyncedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_not_synced, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_not_synced(inputs)
	return en_csv_not_synced(inputs)
});