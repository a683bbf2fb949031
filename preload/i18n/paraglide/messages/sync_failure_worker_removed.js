/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Worker_RemovedInputs */

const en_sync_failure_worker_removed = /** @type {(inputs: Sync_Failure_Worker_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office whether the worker was removed; if so, take them off your crew.`)
};

const es_sync_failure_worker_removed = /** @type {(inputs: Sync_Failure_Worker_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunte a la oficina si se dio de baja al trabajador; si es así, quítelo de su equipo.`)
};

/**
* | output |
* | --- |
* | "Ask the office whether the worker was removed; if so, take them off your crew." |
*
* @param {Sync_Failure_Worker_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_worker_removed = /** @type {((inputs?: Sync_Failure_Worker_RemovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Worker_RemovedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_worker_removed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_worker_removed(inputs)
	return en_sync_failure_worker_removed(inputs)
});