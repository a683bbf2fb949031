/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ printed: NonNullable<unknown> }} Print_Age_NeverInputs */

const en_print_age_never = /** @type {(inputs: Print_Age_NeverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Printed ${i?.printed} · some data never synced`)
};

const es_print_age_never = /** @type {(inputs: Print_Age_NeverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impreso ${i?.printed} · algunos datos nunca se sincronizaron`)
};

/**
* | output |
* | --- |
* | "Printed {printed} · some data never synced" |
*
* @param {Print_Age_NeverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_age_never = /** @type {((inputs: Print_Age_NeverInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Age_NeverInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_age_never, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_age_never(inputs)
	return en_print_age_never(inputs)
});