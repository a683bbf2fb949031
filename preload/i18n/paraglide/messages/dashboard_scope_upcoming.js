/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Scope_UpcomingInputs */

const en_dashboard_scope_upcoming = /** @type {(inputs: Dashboard_Scope_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today and upcoming`)
};

const es_dashboard_scope_upcoming = /** @type {(inputs: Dashboard_Scope_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy y próximos`)
};

/**
* | output |
* | --- |
* | "Today and upcoming" |
*
* @param {Dashboard_Scope_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_scope_upcoming = /** @type {((inputs?: Dashboard_Scope_UpcomingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Scope_UpcomingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_scope_upcoming, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_scope_upcoming(inputs)
	return en_dashboard_scope_upcoming(inputs)
});