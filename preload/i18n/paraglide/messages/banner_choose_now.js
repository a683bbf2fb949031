/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Choose_NowInputs */

const en_banner_choose_now = /** @type {(inputs: Banner_Choose_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose now`)
};

const es_banner_choose_now = /** @type {(inputs: Banner_Choose_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir ahora`)
};

/**
* | output |
* | --- |
* | "Choose now" |
*
* @param {Banner_Choose_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_choose_now = /** @type {((inputs?: Banner_Choose_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Choose_NowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_choose_now, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_choose_now(inputs)
	return en_banner_choose_now(inputs)
});