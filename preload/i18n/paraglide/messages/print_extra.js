/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_ExtraInputs */

const en_print_extra = /** @type {(inputs: Print_ExtraInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`+${i?.count} extra`);
	return /** @type {LocalizedString} */ (`+${i?.count} extra`)
	
};

const es_print_extra = /** @type {(inputs: Print_ExtraInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`+${i?.count} de más`);
	return /** @type {LocalizedString} */ (`+${i?.count} de más`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "+{count} extra" |
* | * | "+{count} extra" |
*
* @param {Print_ExtraInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_extra = /** @type {((inputs: Print_ExtraInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_ExtraInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_extra, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_extra(inputs)
	return en_print_extra(inputs)
});