/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_Not_SyncedInputs */

const en_hr_not_synced = /** @type {(inputs: Hr_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No HR contacts stored yet`)
};

const es_hr_not_synced = /** @type {(inputs: Hr_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay contactos de RR. HH. guardados`)
};

/**
* | output |
* | --- |
* | "No HR contacts stored yet" |
*
* @param {Hr_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_not_synced = /** @type {((inputs?: Hr_Not_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_Not_SyncedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_hr_not_synced, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_hr_not_synced(inputs)
	return en_hr_not_synced(inputs)
});