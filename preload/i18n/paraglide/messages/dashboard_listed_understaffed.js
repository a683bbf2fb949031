/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, figure: NonNullable<unknown> }} Dashboard_Listed_UnderstaffedInputs */

const en_dashboard_listed_understaffed = /** @type {(inputs: Dashboard_Listed_UnderstaffedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.figure} shift understaffed`);
	return /** @type {LocalizedString} */ (`${i?.figure} shifts understaffed`)
	
};

const es_dashboard_listed_understaffed = /** @type {(inputs: Dashboard_Listed_UnderstaffedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.figure} turno incompleto`);
	return /** @type {LocalizedString} */ (`${i?.figure} turnos incompletos`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{figure} shift understaffed" |
* | * | "{figure} shifts understaffed" |
*
* @param {Dashboard_Listed_UnderstaffedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_listed_understaffed = /** @type {((inputs: Dashboard_Listed_UnderstaffedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Listed_UnderstaffedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_listed_understaffed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_listed_understaffed(inputs)
	return en_dashboard_listed_understaffed(inputs)
});