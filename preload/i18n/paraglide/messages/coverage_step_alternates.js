/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Step_AlternatesInputs */

const en_coverage_step_alternates = /** @type {(inputs: Coverage_Step_AlternatesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} alternate`);
	return /** @type {LocalizedString} */ (`${shown} alternates`)
	
};

const es_coverage_step_alternates = /** @type {(inputs: Coverage_Step_AlternatesInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} suplente`);
	return /** @type {LocalizedString} */ (`${shown} suplentes`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} alternate" |
* | * | "{shown} alternates" |
*
* @param {Coverage_Step_AlternatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step_alternates = /** @type {((inputs: Coverage_Step_AlternatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Step_AlternatesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_step_alternates, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_step_alternates(inputs)
	return en_coverage_step_alternates(inputs)
});