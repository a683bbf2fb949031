/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fill_OverfilledInputs */

const en_fill_overfilled = /** @type {(inputs: Fill_OverfilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overfilled`)
};

const es_fill_overfilled = /** @type {(inputs: Fill_OverfilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De más`)
};

/**
* | output |
* | --- |
* | "Overfilled" |
*
* @param {Fill_OverfilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_overfilled = /** @type {((inputs?: Fill_OverfilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_OverfilledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_fill_overfilled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fill_overfilled(inputs)
	return en_fill_overfilled(inputs)
});