/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Just_LookingInputs */

const en_connect_just_looking = /** @type {(inputs: Connect_Just_LookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Just looking?`)
};

const es_connect_just_looking = /** @type {(inputs: Connect_Just_LookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Solo quiere mirar?`)
};

/**
* | output |
* | --- |
* | "Just looking?" |
*
* @param {Connect_Just_LookingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_just_looking = /** @type {((inputs?: Connect_Just_LookingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Just_LookingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_just_looking, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_just_looking(inputs)
	return en_connect_just_looking(inputs)
});