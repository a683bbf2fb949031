/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Print_SentInputs */

const en_print_sent = /** @type {(inputs: Print_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: sent to the printer.`)
};

const es_print_sent = /** @type {(inputs: Print_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: enviado a la impresora.`)
};

/**
* | output |
* | --- |
* | "{title}: sent to the printer." |
*
* @param {Print_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_sent = /** @type {((inputs: Print_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_sent, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_sent(inputs)
	return en_print_sent(inputs)
});