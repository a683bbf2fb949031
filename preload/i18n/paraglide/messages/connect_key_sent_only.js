/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Key_Sent_OnlyInputs */

const en_connect_key_sent_only = /** @type {(inputs: Connect_Key_Sent_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and is sent only to the server you choose.`)
};

const es_connect_key_sent_only = /** @type {(inputs: Connect_Key_Sent_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`y solo se envía al servidor que elija.`)
};

/**
* | output |
* | --- |
* | "and is sent only to the server you choose." |
*
* @param {Connect_Key_Sent_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_key_sent_only = /** @type {((inputs?: Connect_Key_Sent_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Key_Sent_OnlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_key_sent_only, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_key_sent_only(inputs)
	return en_connect_key_sent_only(inputs)
});