/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Paper_TitleInputs */

const en_settings_paper_title = /** @type {(inputs: Settings_Paper_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printing`)
};

const es_settings_paper_title = /** @type {(inputs: Settings_Paper_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impresión`)
};

/**
* | output |
* | --- |
* | "Printing" |
*
* @param {Settings_Paper_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_paper_title = /** @type {((inputs?: Settings_Paper_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Paper_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_paper_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_paper_title(inputs)
	return en_settings_paper_title(inputs)
});