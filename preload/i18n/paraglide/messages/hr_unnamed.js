/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_UnnamedInputs */

const en_hr_unnamed = /** @type {(inputs: Hr_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unnamed contact`)
};

const es_hr_unnamed = /** @type {(inputs: Hr_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto sin nombre`)
};

/**
* | output |
* | --- |
* | "Unnamed contact" |
*
* @param {Hr_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_unnamed = /** @type {((inputs?: Hr_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_hr_unnamed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_hr_unnamed(inputs)
	return en_hr_unnamed(inputs)
});