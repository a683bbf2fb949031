/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_EventInputs */

const en_print_no_event = /** @type {(inputs: Print_No_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sheet names no event.`)
};

const es_print_no_event = /** @type {(inputs: Print_No_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La hoja no nombra ningún evento.`)
};

/**
* | output |
* | --- |
* | "The sheet names no event." |
*
* @param {Print_No_EventInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_no_event = /** @type {((inputs?: Print_No_EventInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_EventInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_no_event, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_no_event(inputs)
	return en_print_no_event(inputs)
});