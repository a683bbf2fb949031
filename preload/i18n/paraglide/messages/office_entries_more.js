/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Office_Entries_MoreInputs */

const en_office_entries_more = /** @type {(inputs: Office_Entries_MoreInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} entry, more on the server`);
	return /** @type {LocalizedString} */ (`${shown} entries, more on the server`)
	
};

const es_office_entries_more = /** @type {(inputs: Office_Entries_MoreInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} entrada, hay más en el servidor`);
	return /** @type {LocalizedString} */ (`${shown} entradas, hay más en el servidor`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} entry, more on the server" |
* | * | "{shown} entries, more on the server" |
*
* @param {Office_Entries_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_entries_more = /** @type {((inputs: Office_Entries_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Entries_MoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_entries_more, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_entries_more(inputs)
	return en_office_entries_more(inputs)
});