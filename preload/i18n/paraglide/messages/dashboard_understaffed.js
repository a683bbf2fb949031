/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_UnderstaffedInputs */

const en_dashboard_understaffed = /** @type {(inputs: Dashboard_UnderstaffedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shifts understaffed`)
};

const es_dashboard_understaffed = /** @type {(inputs: Dashboard_UnderstaffedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turnos incompletos`)
};

/**
* | output |
* | --- |
* | "Shifts understaffed" |
*
* @param {Dashboard_UnderstaffedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_understaffed = /** @type {((inputs?: Dashboard_UnderstaffedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_UnderstaffedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_understaffed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_understaffed(inputs)
	return en_dashboard_understaffed(inputs)
});