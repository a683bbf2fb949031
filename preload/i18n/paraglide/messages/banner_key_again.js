/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Key_AgainInputs */

const en_banner_key_again = /** @type {(inputs: Banner_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key must be entered again.`)
};

const es_banner_key_again = /** @type {(inputs: Banner_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hay que volver a escribir la clave de API.`)
};

/**
* | output |
* | --- |
* | "The API key must be entered again." |
*
* @param {Banner_Key_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_key_again = /** @type {((inputs?: Banner_Key_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Key_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_key_again, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_key_again(inputs)
	return en_banner_key_again(inputs)
});