/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_RemovedInputs */

const en_sync_failure_removed = /** @type {(inputs: Sync_Failure_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office whether it was removed; if so, stop following it.`)
};

const es_sync_failure_removed = /** @type {(inputs: Sync_Failure_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunte a la oficina si se eliminó; si es así, deje de seguirlo.`)
};

/**
* | output |
* | --- |
* | "Ask the office whether it was removed; if so, stop following it." |
*
* @param {Sync_Failure_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_removed = /** @type {((inputs?: Sync_Failure_RemovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_RemovedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_removed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_removed(inputs)
	return en_sync_failure_removed(inputs)
});