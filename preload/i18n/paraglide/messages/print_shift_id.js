/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Print_Shift_IdInputs */

const en_print_shift_id = /** @type {(inputs: Print_Shift_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shift ${i?.id}`)
};

const es_print_shift_id = /** @type {(inputs: Print_Shift_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turno ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Shift {id}" |
*
* @param {Print_Shift_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_shift_id = /** @type {((inputs: Print_Shift_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Shift_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_shift_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_shift_id(inputs)
	return en_print_shift_id(inputs)
});