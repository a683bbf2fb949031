/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Changes_Now_ShortInputs */

const en_changes_now_short = /** @type {(inputs: Changes_Now_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Now short, ${shown} open`);
	return /** @type {LocalizedString} */ (`Now short, ${shown} open`)
	
};

const es_changes_now_short = /** @type {(inputs: Changes_Now_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Ahora falta ${shown}`);
	return /** @type {LocalizedString} */ (`Ahora faltan ${shown}`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Now short, {shown} open" |
* | * | "Now short, {shown} open" |
*
* @param {Changes_Now_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_now_short = /** @type {((inputs: Changes_Now_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Now_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_now_short, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_now_short(inputs)
	return en_changes_now_short(inputs)
});