/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Send_LaterInputs */

const en_main_send_later = /** @type {(inputs: Main_Send_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server asked to send it later.`)
};

const es_main_send_later = /** @type {(inputs: Main_Send_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor pidió que se envíe más tarde.`)
};

/**
* | output |
* | --- |
* | "The server asked to send it later." |
*
* @param {Main_Send_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_send_later = /** @type {((inputs?: Main_Send_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Send_LaterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_send_later, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_send_later(inputs)
	return en_main_send_later(inputs)
});