/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Not_Found_ShortInputs */

const en_status_not_found_short = /** @type {(inputs: Status_Not_Found_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} not found`);
	return /** @type {LocalizedString} */ (`${shown} not found`)
	
};

const es_status_not_found_short = /** @type {(inputs: Status_Not_Found_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} no encontrado`);
	return /** @type {LocalizedString} */ (`${shown} no encontrados`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} not found" |
* | * | "{shown} not found" |
*
* @param {Status_Not_Found_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_not_found_short = /** @type {((inputs: Status_Not_Found_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Not_Found_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_not_found_short(inputs)
	return en_status_not_found_short(inputs)
});