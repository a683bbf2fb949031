/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Not_SyncedInputs */

const en_dashboard_not_synced = /** @type {(inputs: Dashboard_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not synced yet: shifts appear after the next sync.`)
};

const es_dashboard_not_synced = /** @type {(inputs: Dashboard_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin sincronizar: los turnos llegan con la próxima sincronización.`)
};

/**
* | output |
* | --- |
* | "Not synced yet: shifts appear after the next sync." |
*
* @param {Dashboard_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_not_synced = /** @type {((inputs?: Dashboard_Not_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Not_SyncedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_not_synced, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_not_synced(inputs)
	return en_dashboard_not_synced(inputs)
});