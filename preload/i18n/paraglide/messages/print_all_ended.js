/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_All_EndedInputs */

const en_print_all_ended = /** @type {(inputs: Print_All_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shift of this event is still to come: every shift has ended.`)
};

const es_print_all_ended = /** @type {(inputs: Print_All_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No queda ningún turno por venir en este evento: todos han terminado.`)
};

/**
* | output |
* | --- |
* | "No shift of this event is still to come: every shift has ended." |
*
* @param {Print_All_EndedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_all_ended = /** @type {((inputs?: Print_All_EndedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_All_EndedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_all_ended, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_all_ended(inputs)
	return en_print_all_ended(inputs)
});