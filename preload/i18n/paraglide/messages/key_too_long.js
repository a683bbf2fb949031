/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Key_Too_LongInputs */

const en_key_too_long = /** @type {(inputs: Key_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is too long for an API key.`)
};

const es_key_too_long = /** @type {(inputs: Key_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es demasiado larga para una clave de API.`)
};

/**
* | output |
* | --- |
* | "That is too long for an API key." |
*
* @param {Key_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const key_too_long = /** @type {((inputs?: Key_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Key_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_key_too_long, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_key_too_long(inputs)
	return en_key_too_long(inputs)
});