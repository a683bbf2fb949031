/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Disk_Full_TodoInputs */

const en_sync_failure_disk_full_todo = /** @type {(inputs: Sync_Failure_Disk_Full_TodoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The old data is kept. Free some space, then “Sync now”.`)
};

const es_sync_failure_disk_full_todo = /** @type {(inputs: Sync_Failure_Disk_Full_TodoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se conservan los datos anteriores. Libere espacio y luego use «Sincronizar ahora».`)
};

/**
* | output |
* | --- |
* | "The old data is kept. Free some space, then “Sync now”." |
*
* @param {Sync_Failure_Disk_Full_TodoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_disk_full_todo = /** @type {((inputs?: Sync_Failure_Disk_Full_TodoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Disk_Full_TodoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_disk_full_todo, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_disk_full_todo(inputs)
	return en_sync_failure_disk_full_todo(inputs)
});