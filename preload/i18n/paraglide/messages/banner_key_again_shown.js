/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Key_Again_ShownInputs */

const en_banner_key_again_shown = /** @type {(inputs: Banner_Key_Again_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stored data is still shown.`)
};

const es_banner_key_again_shown = /** @type {(inputs: Banner_Key_Again_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se siguen mostrando los datos guardados.`)
};

/**
* | output |
* | --- |
* | "Stored data is still shown." |
*
* @param {Banner_Key_Again_ShownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_key_again_shown = /** @type {((inputs?: Banner_Key_Again_ShownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Key_Again_ShownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_key_again_shown, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_key_again_shown(inputs)
	return en_banner_key_again_shown(inputs)
});