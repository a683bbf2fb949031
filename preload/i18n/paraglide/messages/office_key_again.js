/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Key_AgainInputs */

const en_office_key_again = /** @type {(inputs: Office_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the key again (Settings, Connection).`)
};

const es_office_key_again = /** @type {(inputs: Office_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba la clave de nuevo (Ajustes, Conexión).`)
};

/**
* | output |
* | --- |
* | "Enter the key again (Settings, Connection)." |
*
* @param {Office_Key_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_key_again = /** @type {((inputs?: Office_Key_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Key_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_key_again, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_key_again(inputs)
	return en_office_key_again(inputs)
});