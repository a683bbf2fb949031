/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Scope_WeekInputs */

const en_dashboard_scope_week = /** @type {(inputs: Dashboard_Scope_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next 7 days`)
};

const es_dashboard_scope_week = /** @type {(inputs: Dashboard_Scope_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próximos 7 días`)
};

/**
* | output |
* | --- |
* | "Next 7 days" |
*
* @param {Dashboard_Scope_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_scope_week = /** @type {((inputs?: Dashboard_Scope_WeekInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Scope_WeekInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_scope_week, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_scope_week(inputs)
	return en_dashboard_scope_week(inputs)
});