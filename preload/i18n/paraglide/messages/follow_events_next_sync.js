/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Events_Next_SyncInputs */

const en_follow_events_next_sync = /** @type {(inputs: Follow_Events_Next_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list arrives with the next sync. If the server does not offer one, add events by id above.`)
};

const es_follow_events_next_sync = /** @type {(inputs: Follow_Events_Next_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista llega con la próxima sincronización. Si el servidor no ofrece una, agregue eventos por ID arriba.`)
};

/**
* | output |
* | --- |
* | "The list arrives with the next sync. If the server does not offer one, add events by id above." |
*
* @param {Follow_Events_Next_SyncInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_events_next_sync = /** @type {((inputs?: Follow_Events_Next_SyncInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Events_Next_SyncInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_events_next_sync, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_events_next_sync(inputs)
	return en_follow_events_next_sync(inputs)
});