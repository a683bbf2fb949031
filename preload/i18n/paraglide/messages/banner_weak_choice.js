/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Weak_ChoiceInputs */

const en_banner_weak_choice = /** @type {(inputs: Banner_Weak_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to keep your key:`)
};

const es_banner_weak_choice = /** @type {(inputs: Banner_Weak_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija cómo guardar su clave:`)
};

/**
* | output |
* | --- |
* | "Choose how to keep your key:" |
*
* @param {Banner_Weak_ChoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_weak_choice = /** @type {((inputs?: Banner_Weak_ChoiceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Weak_ChoiceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_weak_choice, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_weak_choice(inputs)
	return en_banner_weak_choice(inputs)
});