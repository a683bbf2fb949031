/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, figure: NonNullable<unknown> }} Dashboard_Listed_OpenInputs */

const en_dashboard_listed_open = /** @type {(inputs: Dashboard_Listed_OpenInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.figure} open place`);
	return /** @type {LocalizedString} */ (`${i?.figure} open places`)
	
};

const es_dashboard_listed_open = /** @type {(inputs: Dashboard_Listed_OpenInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.figure} plaza libre`);
	return /** @type {LocalizedString} */ (`${i?.figure} plazas libres`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{figure} open place" |
* | * | "{figure} open places" |
*
* @param {Dashboard_Listed_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_listed_open = /** @type {((inputs: Dashboard_Listed_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Listed_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_listed_open, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_listed_open(inputs)
	return en_dashboard_listed_open(inputs)
});