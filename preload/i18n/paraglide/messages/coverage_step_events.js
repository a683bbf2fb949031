/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Step_EventsInputs */

const en_coverage_step_events = /** @type {(inputs: Coverage_Step_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} event`);
	return /** @type {LocalizedString} */ (`${shown} events`)
	
};

const es_coverage_step_events = /** @type {(inputs: Coverage_Step_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} evento`);
	return /** @type {LocalizedString} */ (`${shown} eventos`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} event" |
* | * | "{shown} events" |
*
* @param {Coverage_Step_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step_events = /** @type {((inputs: Coverage_Step_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Step_EventsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_step_events, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_step_events(inputs)
	return en_coverage_step_events(inputs)
});