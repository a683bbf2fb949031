/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_Changed_CountInputs */

const en_event_changed_count = /** @type {(inputs: Event_Changed_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} changed`);
	return /** @type {LocalizedString} */ (`${shown} changed`)
	
};

const es_event_changed_count = /** @type {(inputs: Event_Changed_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} cambio`);
	return /** @type {LocalizedString} */ (`${shown} cambios`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} changed" |
* | * | "{shown} changed" |
*
* @param {Event_Changed_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_changed_count = /** @type {((inputs: Event_Changed_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Changed_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_changed_count, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_changed_count(inputs)
	return en_event_changed_count(inputs)
});