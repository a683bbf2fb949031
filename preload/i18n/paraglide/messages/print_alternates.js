/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ booked: NonNullable<unknown>, needed: NonNullable<unknown> }} Print_AlternatesInputs */

const en_print_alternates = /** @type {(inputs: Print_AlternatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alternates ${i?.booked} of ${i?.needed}`)
};

const es_print_alternates = /** @type {(inputs: Print_AlternatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suplentes ${i?.booked} de ${i?.needed}`)
};

/**
* | output |
* | --- |
* | "Alternates {booked} of {needed}" |
*
* @param {Print_AlternatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_alternates = /** @type {((inputs: Print_AlternatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_AlternatesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_alternates, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_alternates(inputs)
	return en_print_alternates(inputs)
});