/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_CustomInputs */

const en_connect_custom = /** @type {(inputs: Connect_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom base URL`)
};

const es_connect_custom = /** @type {(inputs: Connect_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL base propia`)
};

/**
* | output |
* | --- |
* | "Custom base URL" |
*
* @param {Connect_CustomInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_custom = /** @type {((inputs?: Connect_CustomInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_CustomInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_custom, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_custom(inputs)
	return en_connect_custom(inputs)
});