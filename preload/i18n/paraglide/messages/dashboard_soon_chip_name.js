/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Soon_Chip_NameInputs */

const en_dashboard_soon_chip_name = /** @type {(inputs: Dashboard_Soon_Chip_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: shifts starting soon and short`)
};

const es_dashboard_soon_chip_name = /** @type {(inputs: Dashboard_Soon_Chip_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: turnos con faltas que empiezan pronto`)
};

/**
* | output |
* | --- |
* | ": shifts starting soon and short" |
*
* @param {Dashboard_Soon_Chip_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_soon_chip_name = /** @type {((inputs?: Dashboard_Soon_Chip_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Soon_Chip_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_soon_chip_name, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_soon_chip_name(inputs)
	return en_dashboard_soon_chip_name(inputs)
});