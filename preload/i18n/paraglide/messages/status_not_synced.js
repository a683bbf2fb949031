/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Not_SyncedInputs */

const en_status_not_synced = /** @type {(inputs: Status_Not_SyncedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} not synced yet`);
	return /** @type {LocalizedString} */ (`${shown} not synced yet`)
	
};

const es_status_not_synced = /** @type {(inputs: Status_Not_SyncedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} aún sin sincronizar`);
	return /** @type {LocalizedString} */ (`${shown} aún sin sincronizar`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} not synced yet" |
* | * | "{shown} not synced yet" |
*
* @param {Status_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_not_synced = /** @type {((inputs: Status_Not_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Not_SyncedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_not_synced, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_not_synced(inputs)
	return en_status_not_synced(inputs)
});