/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Event_ListInputs */

const en_sync_failure_event_list = /** @type {(inputs: Sync_Failure_Event_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list of events to follow`)
};

const es_sync_failure_event_list = /** @type {(inputs: Sync_Failure_Event_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista de eventos a seguir`)
};

/**
* | output |
* | --- |
* | "The list of events to follow" |
*
* @param {Sync_Failure_Event_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_event_list = /** @type {((inputs?: Sync_Failure_Event_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Event_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_event_list, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_event_list(inputs)
	return en_sync_failure_event_list(inputs)
});