/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_None_LostInputs */

const en_profile_none_lost = /** @type {(inputs: Profile_None_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No order waiting to be sent was lost.`)
};

const es_profile_none_lost = /** @type {(inputs: Profile_None_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se perdió ningún pedido pendiente de envío.`)
};

/**
* | output |
* | --- |
* | "No order waiting to be sent was lost." |
*
* @param {Profile_None_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_none_lost = /** @type {((inputs?: Profile_None_LostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_None_LostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_profile_none_lost, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_none_lost(inputs)
	return en_profile_none_lost(inputs)
});