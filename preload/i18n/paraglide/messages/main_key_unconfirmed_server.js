/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Key_Unconfirmed_ServerInputs */

const en_main_key_unconfirmed_server = /** @type {(inputs: Main_Key_Unconfirmed_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The key stored by an older version does not say safely which server it belongs to, so it was not sent. Enter it again.`)
};

const es_main_key_unconfirmed_server = /** @type {(inputs: Main_Key_Unconfirmed_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clave que guardó una versión anterior no indica con seguridad a qué servidor pertenece, así que no se envió. Escríbala de nuevo.`)
};

/**
* | output |
* | --- |
* | "The key stored by an older version does not say safely which server it belongs to, so it was not sent. Enter it again." |
*
* @param {Main_Key_Unconfirmed_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_unconfirmed_server = /** @type {((inputs?: Main_Key_Unconfirmed_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Unconfirmed_ServerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_key_unconfirmed_server, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_key_unconfirmed_server(inputs)
	return en_main_key_unconfirmed_server(inputs)
});