/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_FollowInputs */

const en_help_follow = /** @type {(inputs: Help_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose events and crew to follow`)
};

const es_help_follow = /** @type {(inputs: Help_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir eventos y equipo a seguir`)
};

/**
* | output |
* | --- |
* | "Choose events and crew to follow" |
*
* @param {Help_FollowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_follow = /** @type {((inputs?: Help_FollowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_FollowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_follow, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_follow(inputs)
	return en_help_follow(inputs)
});