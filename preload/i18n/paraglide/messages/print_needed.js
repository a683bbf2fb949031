/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_NeededInputs */

const en_print_needed = /** @type {(inputs: Print_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Needed ${i?.count}`)
};

const es_print_needed = /** @type {(inputs: Print_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plazas ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Needed {count}" |
*
* @param {Print_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_needed = /** @type {((inputs: Print_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_needed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_needed(inputs)
	return en_print_needed(inputs)
});