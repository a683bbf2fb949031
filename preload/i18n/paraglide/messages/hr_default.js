/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_DefaultInputs */

const en_hr_default = /** @type {(inputs: Hr_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default contact`)
};

const es_hr_default = /** @type {(inputs: Hr_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto principal`)
};

/**
* | output |
* | --- |
* | "Default contact" |
*
* @param {Hr_DefaultInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_default = /** @type {((inputs?: Hr_DefaultInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_DefaultInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_hr_default, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_hr_default(inputs)
	return en_hr_default(inputs)
});