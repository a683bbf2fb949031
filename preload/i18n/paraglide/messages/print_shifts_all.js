/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Shifts_AllInputs */

const en_print_shifts_all = /** @type {(inputs: Print_Shifts_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All, ended ones too`)
};

const es_print_shifts_all = /** @type {(inputs: Print_Shifts_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos, también los terminados`)
};

/**
* | output |
* | --- |
* | "All, ended ones too" |
*
* @param {Print_Shifts_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_shifts_all = /** @type {((inputs?: Print_Shifts_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Shifts_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_shifts_all, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_shifts_all(inputs)
	return en_print_shifts_all(inputs)
});