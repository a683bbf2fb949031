/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Permission_AskInputs */

const en_office_permission_ask = /** @type {(inputs: Office_Permission_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office for a key with that permission. Everything else in the app keeps working with this key.`)
};

const es_office_permission_ask = /** @type {(inputs: Office_Permission_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida a la oficina una clave con ese permiso. Todo lo demás de la aplicación sigue funcionando con esta clave.`)
};

/**
* | output |
* | --- |
* | "Ask the office for a key with that permission. Everything else in the app keeps working with this key." |
*
* @param {Office_Permission_AskInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_permission_ask = /** @type {((inputs?: Office_Permission_AskInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Permission_AskInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_permission_ask, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_permission_ask(inputs)
	return en_office_permission_ask(inputs)
});