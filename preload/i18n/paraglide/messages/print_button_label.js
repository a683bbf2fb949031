/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sheet: NonNullable<unknown> }} Print_Button_LabelInputs */

const en_print_button_label = /** @type {(inputs: Print_Button_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sheet}: print or save as PDF…`)
};

const es_print_button_label = /** @type {(inputs: Print_Button_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sheet}: imprimir o guardar como PDF…`)
};

/**
* | output |
* | --- |
* | "{sheet}: print or save as PDF…" |
*
* @param {Print_Button_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_button_label = /** @type {((inputs: Print_Button_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Button_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_button_label, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_button_label(inputs)
	return en_print_button_label(inputs)
});