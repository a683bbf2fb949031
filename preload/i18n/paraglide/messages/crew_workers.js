/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Crew_WorkersInputs */

const en_crew_workers = /** @type {(inputs: Crew_WorkersInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} worker`);
	return /** @type {LocalizedString} */ (`${shown} workers`)
	
};

const es_crew_workers = /** @type {(inputs: Crew_WorkersInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} trabajador`);
	return /** @type {LocalizedString} */ (`${shown} trabajadores`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} worker" |
* | * | "{shown} workers" |
*
* @param {Crew_WorkersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_workers = /** @type {((inputs: Crew_WorkersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_WorkersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_workers, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_workers(inputs)
	return en_crew_workers(inputs)
});