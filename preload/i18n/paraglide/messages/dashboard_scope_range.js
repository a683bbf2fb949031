/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Scope_RangeInputs */

const en_dashboard_scope_range = /** @type {(inputs: Dashboard_Scope_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates…`)
};

const es_dashboard_scope_range = /** @type {(inputs: Dashboard_Scope_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechas…`)
};

/**
* | output |
* | --- |
* | "Dates…" |
*
* @param {Dashboard_Scope_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_scope_range = /** @type {((inputs?: Dashboard_Scope_RangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Scope_RangeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_scope_range, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_scope_range(inputs)
	return en_dashboard_scope_range(inputs)
});