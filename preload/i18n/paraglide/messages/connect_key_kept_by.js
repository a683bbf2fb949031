/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Key_Kept_ByInputs */

const en_connect_key_kept_by = /** @type {(inputs: Connect_Key_Kept_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your key is kept by`)
};

const es_connect_key_kept_by = /** @type {(inputs: Connect_Key_Kept_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su clave la guarda`)
};

/**
* | output |
* | --- |
* | "Your key is kept by" |
*
* @param {Connect_Key_Kept_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_key_kept_by = /** @type {((inputs?: Connect_Key_Kept_ByInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Key_Kept_ByInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_key_kept_by, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_key_kept_by(inputs)
	return en_connect_key_kept_by(inputs)
});