/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_RegeneratingInputs */

const en_office_regenerating = /** @type {(inputs: Office_RegeneratingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerating…`)
};

const es_office_regenerating = /** @type {(inputs: Office_RegeneratingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerando…`)
};

/**
* | output |
* | --- |
* | "Regenerating…" |
*
* @param {Office_RegeneratingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerating = /** @type {((inputs?: Office_RegeneratingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_RegeneratingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_regenerating, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_regenerating(inputs)
	return en_office_regenerating(inputs)
});