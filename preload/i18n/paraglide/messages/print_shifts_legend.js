/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Shifts_LegendInputs */

const en_print_shifts_legend = /** @type {(inputs: Print_Shifts_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shifts`)
};

const es_print_shifts_legend = /** @type {(inputs: Print_Shifts_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turnos`)
};

/**
* | output |
* | --- |
* | "Shifts" |
*
* @param {Print_Shifts_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_shifts_legend = /** @type {((inputs?: Print_Shifts_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Shifts_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_shifts_legend, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_shifts_legend(inputs)
	return en_print_shifts_legend(inputs)
});