/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_MoveInputs */

const en_help_move = /** @type {(inputs: Help_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move through a list`)
};

const es_help_move = /** @type {(inputs: Help_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moverse por una lista`)
};

/**
* | output |
* | --- |
* | "Move through a list" |
*
* @param {Help_MoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_move = /** @type {((inputs?: Help_MoveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_MoveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_move, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_move(inputs)
	return en_help_move(inputs)
});