/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Not_Synced_ShortInputs */

const en_status_not_synced_short = /** @type {(inputs: Status_Not_Synced_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} not synced`);
	return /** @type {LocalizedString} */ (`${shown} not synced`)
	
};

const es_status_not_synced_short = /** @type {(inputs: Status_Not_Synced_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} sin sincronizar`);
	return /** @type {LocalizedString} */ (`${shown} sin sincronizar`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} not synced" |
* | * | "{shown} not synced" |
*
* @param {Status_Not_Synced_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_not_synced_short = /** @type {((inputs: Status_Not_Synced_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Not_Synced_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_not_synced_short(inputs)
	return en_status_not_synced_short(inputs)
});