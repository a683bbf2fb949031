/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sealedTo: NonNullable<unknown>, now: NonNullable<unknown> }} Main_Key_Other_ServerInputs */

const en_main_key_other_server = /** @type {(inputs: Main_Key_Other_ServerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The stored key belongs to ${i?.sealedTo}; the settings now point to ${i?.now}, so it was not sent there.`)
};

const es_main_key_other_server = /** @type {(inputs: Main_Key_Other_ServerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La clave guardada pertenece a ${i?.sealedTo}; los ajustes ahora apuntan a ${i?.now}, así que no se envió allí.`)
};

/**
* | output |
* | --- |
* | "The stored key belongs to {sealedTo}; the settings now point to {now}, so it was not sent there." |
*
* @param {Main_Key_Other_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_other_server = /** @type {((inputs: Main_Key_Other_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Other_ServerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_main_key_other_server, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_key_other_server(inputs)
	return en_main_key_other_server(inputs)
});