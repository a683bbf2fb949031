/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ needed: NonNullable<unknown> }} Fill_Bar_FilledInputs */

const en_fill_bar_filled = /** @type {(inputs: Fill_Bar_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.needed} filled`)
};

const es_fill_bar_filled = /** @type {(inputs: Fill_Bar_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.needed} cubiertas`)
};

/**
* | output |
* | --- |
* | "of {needed} filled" |
*
* @param {Fill_Bar_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_bar_filled = /** @type {((inputs: Fill_Bar_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Bar_FilledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_fill_bar_filled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fill_bar_filled(inputs)
	return en_fill_bar_filled(inputs)
});