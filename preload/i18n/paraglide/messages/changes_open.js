/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Changes_OpenInputs */

const en_changes_open = /** @type {(inputs: Changes_OpenInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} open`);
	return /** @type {LocalizedString} */ (`${shown} open`)
	
};

const es_changes_open = /** @type {(inputs: Changes_OpenInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`falta ${shown}`);
	return /** @type {LocalizedString} */ (`faltan ${shown}`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} open" |
* | * | "{shown} open" |
*
* @param {Changes_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_open = /** @type {((inputs: Changes_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_open, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_open(inputs)
	return en_changes_open(inputs)
});