/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Paper_LegendInputs */

const en_settings_paper_legend = /** @type {(inputs: Settings_Paper_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paper for sheets and PDFs`)
};

const es_settings_paper_legend = /** @type {(inputs: Settings_Paper_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papel para hojas y PDF`)
};

/**
* | output |
* | --- |
* | "Paper for sheets and PDFs" |
*
* @param {Settings_Paper_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_paper_legend = /** @type {((inputs?: Settings_Paper_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Paper_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_paper_legend, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_paper_legend(inputs)
	return en_settings_paper_legend(inputs)
});