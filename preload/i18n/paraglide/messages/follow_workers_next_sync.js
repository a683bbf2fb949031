/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Workers_Next_SyncInputs */

const en_follow_workers_next_sync = /** @type {(inputs: Follow_Workers_Next_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The list arrives with the next sync. You can also add workers by id, or from a client's list.`)
};

const es_follow_workers_next_sync = /** @type {(inputs: Follow_Workers_Next_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista llega con la próxima sincronización. También puede agregar trabajadores por ID, o desde la lista de un cliente.`)
};

/**
* | output |
* | --- |
* | "The list arrives with the next sync. You can also add workers by id, or from a client's list." |
*
* @param {Follow_Workers_Next_SyncInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_workers_next_sync = /** @type {((inputs?: Follow_Workers_Next_SyncInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Workers_Next_SyncInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_workers_next_sync, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_workers_next_sync(inputs)
	return en_follow_workers_next_sync(inputs)
});