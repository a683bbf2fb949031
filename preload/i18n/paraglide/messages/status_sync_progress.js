/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Sync_ProgressInputs */

const en_status_sync_progress = /** @type {(inputs: Status_Sync_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync progress`)
};

const es_status_sync_progress = /** @type {(inputs: Status_Sync_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progreso de la sincronización`)
};

/**
* | output |
* | --- |
* | "Sync progress" |
*
* @param {Status_Sync_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_sync_progress = /** @type {((inputs?: Status_Sync_ProgressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Sync_ProgressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_status_sync_progress, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_sync_progress(inputs)
	return en_status_sync_progress(inputs)
});