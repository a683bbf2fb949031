/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Print_Unknown_SheetInputs */

const en_print_unknown_sheet = /** @type {(inputs: Print_Unknown_SheetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no sheet called “${i?.name}”.`)
};

const es_print_unknown_sheet = /** @type {(inputs: Print_Unknown_SheetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No existe ninguna hoja llamada «${i?.name}».`)
};

/**
* | output |
* | --- |
* | "There is no sheet called “{name}”." |
*
* @param {Print_Unknown_SheetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_unknown_sheet = /** @type {((inputs: Print_Unknown_SheetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Unknown_SheetInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_unknown_sheet, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_unknown_sheet(inputs)
	return en_print_unknown_sheet(inputs)
});