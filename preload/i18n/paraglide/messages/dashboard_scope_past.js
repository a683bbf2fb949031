/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Scope_PastInputs */

const en_dashboard_scope_past = /** @type {(inputs: Dashboard_Scope_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past`)
};

const es_dashboard_scope_past = /** @type {(inputs: Dashboard_Scope_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pasados`)
};

/**
* | output |
* | --- |
* | "Past" |
*
* @param {Dashboard_Scope_PastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_scope_past = /** @type {((inputs?: Dashboard_Scope_PastInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Scope_PastInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_scope_past, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_scope_past(inputs)
	return en_dashboard_scope_past(inputs)
});