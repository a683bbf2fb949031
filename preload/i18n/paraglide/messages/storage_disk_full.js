/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Storage_Disk_FullInputs */

const en_storage_disk_full = /** @type {(inputs: Storage_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The disk is full (or this profile has no storage left), so nothing was saved. Free some space, then try again.`)
};

const es_storage_disk_full = /** @type {(inputs: Storage_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El disco está lleno (o este perfil no tiene más espacio), así que no se guardó nada. Libere espacio y vuelva a intentarlo.`)
};

/**
* | output |
* | --- |
* | "The disk is full (or this profile has no storage left), so nothing was saved. Free some space, then try again." |
*
* @param {Storage_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const storage_disk_full = /** @type {((inputs?: Storage_Disk_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Storage_Disk_FullInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_storage_disk_full, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_storage_disk_full(inputs)
	return en_storage_disk_full(inputs)
});