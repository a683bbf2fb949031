/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fill_Every_Place_FilledInputs */

const en_fill_every_place_filled = /** @type {(inputs: Fill_Every_Place_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`every place filled`)
};

const es_fill_every_place_filled = /** @type {(inputs: Fill_Every_Place_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todas las plazas cubiertas`)
};

/**
* | output |
* | --- |
* | "every place filled" |
*
* @param {Fill_Every_Place_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_every_place_filled = /** @type {((inputs?: Fill_Every_Place_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Every_Place_FilledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_fill_every_place_filled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fill_every_place_filled(inputs)
	return en_fill_every_place_filled(inputs)
});