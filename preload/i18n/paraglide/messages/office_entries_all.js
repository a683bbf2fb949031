/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Office_Entries_AllInputs */

const en_office_entries_all = /** @type {(inputs: Office_Entries_AllInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} entry, all that match`);
	return /** @type {LocalizedString} */ (`${shown} entries, all that match`)
	
};

const es_office_entries_all = /** @type {(inputs: Office_Entries_AllInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} entrada, todas las que coinciden`);
	return /** @type {LocalizedString} */ (`${shown} entradas, todas las que coinciden`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} entry, all that match" |
* | * | "{shown} entries, all that match" |
*
* @param {Office_Entries_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_entries_all = /** @type {((inputs: Office_Entries_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Entries_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_entries_all, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_entries_all(inputs)
	return en_office_entries_all(inputs)
});