/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Not_SyncedInputs */

const en_crew_not_synced = /** @type {(inputs: Crew_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not synced yet`)
};

const es_crew_not_synced = /** @type {(inputs: Crew_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún sin sincronizar`)
};

/**
* | output |
* | --- |
* | "Not synced yet" |
*
* @param {Crew_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_not_synced = /** @type {((inputs?: Crew_Not_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Not_SyncedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_not_synced, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_not_synced(inputs)
	return en_crew_not_synced(inputs)
});