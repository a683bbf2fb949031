/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Disk_FullInputs */

const en_sync_failure_disk_full = /** @type {(inputs: Sync_Failure_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The disk is full (or this profile has no storage left): the sync stopped and saved nothing.`)
};

const es_sync_failure_disk_full = /** @type {(inputs: Sync_Failure_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El disco está lleno (o este perfil no tiene más espacio): la sincronización se detuvo y no guardó nada.`)
};

/**
* | output |
* | --- |
* | "The disk is full (or this profile has no storage left): the sync stopped and saved nothing." |
*
* @param {Sync_Failure_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_disk_full = /** @type {((inputs?: Sync_Failure_Disk_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Disk_FullInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_disk_full, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_disk_full(inputs)
	return en_sync_failure_disk_full(inputs)
});