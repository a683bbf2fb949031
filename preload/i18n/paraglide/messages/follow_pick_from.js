/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Pick_FromInputs */

const en_follow_pick_from = /** @type {(inputs: Follow_Pick_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick workers from`)
};

const es_follow_pick_from = /** @type {(inputs: Follow_Pick_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir trabajadores de`)
};

/**
* | output |
* | --- |
* | "Pick workers from" |
*
* @param {Follow_Pick_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_pick_from = /** @type {((inputs?: Follow_Pick_FromInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Pick_FromInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_pick_from, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_pick_from(inputs)
	return en_follow_pick_from(inputs)
});