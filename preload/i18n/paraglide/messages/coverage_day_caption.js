/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Day_CaptionInputs */

const en_coverage_day_caption = /** @type {(inputs: Coverage_Day_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People needed and booked across today's events by 15 minutes`)
};

const es_coverage_day_caption = /** @type {(inputs: Coverage_Day_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas necesarias y reservadas en los eventos de hoy cada 15 minutos`)
};

/**
* | output |
* | --- |
* | "People needed and booked across today's events by 15 minutes" |
*
* @param {Coverage_Day_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_day_caption = /** @type {((inputs?: Coverage_Day_CaptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Day_CaptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_day_caption, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_day_caption(inputs)
	return en_coverage_day_caption(inputs)
});