/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_Disk_FullInputs */

const en_main_store_disk_full = /** @type {(inputs: Main_Store_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The window's database refused the write (QuotaExceededError).`)
};

const es_main_store_disk_full = /** @type {(inputs: Main_Store_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La base de datos de la ventana rechazó la escritura (QuotaExceededError).`)
};

/**
* | output |
* | --- |
* | "The window's database refused the write (QuotaExceededError)." |
*
* @param {Main_Store_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_store_disk_full = /** @type {((inputs?: Main_Store_Disk_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Disk_FullInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_store_disk_full, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_disk_full(inputs)
	return en_main_store_disk_full(inputs)
});