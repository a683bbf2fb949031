/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Followed_OnlyInputs */

const en_follow_followed_only = /** @type {(inputs: Follow_Followed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Followed only`)
};

const es_follow_followed_only = /** @type {(inputs: Follow_Followed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo los que sigue`)
};

/**
* | output |
* | --- |
* | "Followed only" |
*
* @param {Follow_Followed_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_followed_only = /** @type {((inputs?: Follow_Followed_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Followed_OnlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_followed_only, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_followed_only(inputs)
	return en_follow_followed_only(inputs)
});