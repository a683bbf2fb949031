/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Office_Entries_RepeatedInputs */

const en_office_entries_repeated = /** @type {(inputs: Office_Entries_RepeatedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} entry; the server repeated a page, so loading stopped here`);
	return /** @type {LocalizedString} */ (`${shown} entries; the server repeated a page, so loading stopped here`)
	
};

const es_office_entries_repeated = /** @type {(inputs: Office_Entries_RepeatedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} entrada; el servidor repitió una página, así que la carga se detuvo aquí`);
	return /** @type {LocalizedString} */ (`${shown} entradas; el servidor repitió una página, así que la carga se detuvo aquí`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} entry; the server repeated a page, so loading stopped here" |
* | * | "{shown} entries; the server repeated a page, so loading stopped here" |
*
* @param {Office_Entries_RepeatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_entries_repeated = /** @type {((inputs: Office_Entries_RepeatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Entries_RepeatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_entries_repeated, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_entries_repeated(inputs)
	return en_office_entries_repeated(inputs)
});