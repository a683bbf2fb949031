/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown> }} Sync_Failure_Worker_NamedInputs */

const en_sync_failure_worker_named = /** @type {(inputs: Sync_Failure_Worker_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (id ${i?.id})`)
};

const es_sync_failure_worker_named = /** @type {(inputs: Sync_Failure_Worker_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (ID ${i?.id})`)
};

/**
* | output |
* | --- |
* | "{name} (id {id})" |
*
* @param {Sync_Failure_Worker_NamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_worker_named = /** @type {((inputs: Sync_Failure_Worker_NamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Worker_NamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_worker_named, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_worker_named(inputs)
	return en_sync_failure_worker_named(inputs)
});