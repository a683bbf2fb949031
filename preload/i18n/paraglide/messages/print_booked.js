/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_BookedInputs */

const en_print_booked = /** @type {(inputs: Print_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booked ${i?.count}`)
};

const es_print_booked = /** @type {(inputs: Print_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cubiertas ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Booked {count}" |
*
* @param {Print_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_booked = /** @type {((inputs: Print_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_BookedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_booked, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_booked(inputs)
	return en_print_booked(inputs)
});