/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Side_NameInputs */

const en_dashboard_side_name = /** @type {(inputs: Dashboard_Side_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short soon and made short`)
};

const es_dashboard_side_name = /** @type {(inputs: Dashboard_Side_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faltas próximas y por cambios`)
};

/**
* | output |
* | --- |
* | "Short soon and made short" |
*
* @param {Dashboard_Side_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_side_name = /** @type {((inputs?: Dashboard_Side_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Side_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_side_name, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_side_name(inputs)
	return en_dashboard_side_name(inputs)
});