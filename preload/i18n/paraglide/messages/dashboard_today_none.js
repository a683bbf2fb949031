/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Today_NoneInputs */

const en_dashboard_today_none = /** @type {(inputs: Dashboard_Today_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of the events you follow runs today.`)
};

const es_dashboard_today_none = /** @type {(inputs: Dashboard_Today_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno de los eventos que sigue es hoy.`)
};

/**
* | output |
* | --- |
* | "None of the events you follow runs today." |
*
* @param {Dashboard_Today_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_today_none = /** @type {((inputs?: Dashboard_Today_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Today_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_today_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_today_none(inputs)
	return en_dashboard_today_none(inputs)
});