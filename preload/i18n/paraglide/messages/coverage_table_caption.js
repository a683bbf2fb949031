/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Table_CaptionInputs */

const en_coverage_table_caption = /** @type {(inputs: Coverage_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People needed and booked by 15 minutes`)
};

const es_coverage_table_caption = /** @type {(inputs: Coverage_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas necesarias y reservadas cada 15 minutos`)
};

/**
* | output |
* | --- |
* | "People needed and booked by 15 minutes" |
*
* @param {Coverage_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_table_caption = /** @type {((inputs?: Coverage_Table_CaptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Table_CaptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_table_caption, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_table_caption(inputs)
	return en_coverage_table_caption(inputs)
});