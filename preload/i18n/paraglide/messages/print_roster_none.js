/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Roster_NoneInputs */

const en_print_roster_none = /** @type {(inputs: Print_Roster_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No followed event has a shift on this day.`)
};

const es_print_roster_none = /** @type {(inputs: Print_Roster_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno de los eventos que sigue tiene turnos este día.`)
};

/**
* | output |
* | --- |
* | "No followed event has a shift on this day." |
*
* @param {Print_Roster_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_roster_none = /** @type {((inputs?: Print_Roster_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Roster_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_roster_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_roster_none(inputs)
	return en_print_roster_none(inputs)
});