/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Fill_Events_ListedInputs */

const en_fill_events_listed = /** @type {(inputs: Fill_Events_ListedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} event listed`);
	return /** @type {LocalizedString} */ (`${shown} events listed`)
	
};

const es_fill_events_listed = /** @type {(inputs: Fill_Events_ListedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} evento en la lista`);
	return /** @type {LocalizedString} */ (`${shown} eventos en la lista`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} event listed" |
* | * | "{shown} events listed" |
*
* @param {Fill_Events_ListedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_events_listed = /** @type {((inputs: Fill_Events_ListedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Events_ListedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_fill_events_listed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fill_events_listed(inputs)
	return en_fill_events_listed(inputs)
});