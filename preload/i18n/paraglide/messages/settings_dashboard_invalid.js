/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Settings_Dashboard_InvalidInputs */

const en_settings_dashboard_invalid = /** @type {(inputs: Settings_Dashboard_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The look-ahead is a whole number of hours from ${i?.min} to ${i?.max}.`)
};

const es_settings_dashboard_invalid = /** @type {(inputs: Settings_Dashboard_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El margen es un número entero de horas de ${i?.min} a ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "The look-ahead is a whole number of hours from {min} to {max}." |
*
* @param {Settings_Dashboard_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_dashboard_invalid = /** @type {((inputs: Settings_Dashboard_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Dashboard_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_dashboard_invalid, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_dashboard_invalid(inputs)
	return en_settings_dashboard_invalid(inputs)
});