/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ host: NonNullable<unknown>, reason: NonNullable<unknown> }} Main_Key_UnreachableInputs */

const en_main_key_unreachable = /** @type {(inputs: Main_Key_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not reach ${i?.host} to check the key: ${i?.reason}`)
};

const es_main_key_unreachable = /** @type {(inputs: Main_Key_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo contactar con ${i?.host} para comprobar la clave: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not reach {host} to check the key: {reason}" |
*
* @param {Main_Key_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_unreachable = /** @type {((inputs: Main_Key_UnreachableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_UnreachableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_main_key_unreachable, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_key_unreachable(inputs)
	return en_main_key_unreachable(inputs)
});