/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Tags_Next_SyncInputs */

const en_crew_tags_next_sync = /** @type {(inputs: Crew_Tags_Next_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tags are fetched at the next sync.`)
};

const es_crew_tags_next_sync = /** @type {(inputs: Crew_Tags_Next_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las etiquetas se traen en la próxima sincronización.`)
};

/**
* | output |
* | --- |
* | "Tags are fetched at the next sync." |
*
* @param {Crew_Tags_Next_SyncInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_tags_next_sync = /** @type {((inputs?: Crew_Tags_Next_SyncInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Tags_Next_SyncInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_tags_next_sync, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_tags_next_sync(inputs)
	return en_crew_tags_next_sync(inputs)
});