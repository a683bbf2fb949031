/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Profile_UnreadableInputs */

const en_profile_unreadable = /** @type {(inputs: Profile_UnreadableInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} more row could not be read.`);
	return /** @type {LocalizedString} */ (`${i?.count} more rows could not be read.`)
	
};

const es_profile_unreadable = /** @type {(inputs: Profile_UnreadableInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} fila más no se pudo leer.`);
	return /** @type {LocalizedString} */ (`${i?.count} filas más no se pudieron leer.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} more row could not be read." |
* | * | "{count} more rows could not be read." |
*
* @param {Profile_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_unreadable = /** @type {((inputs: Profile_UnreadableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_UnreadableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_profile_unreadable, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_unreadable(inputs)
	return en_profile_unreadable(inputs)
});