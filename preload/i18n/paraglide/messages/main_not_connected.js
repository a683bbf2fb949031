/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Not_ConnectedInputs */

const en_main_not_connected = /** @type {(inputs: Main_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect with an API key first.`)
};

const es_main_not_connected = /** @type {(inputs: Main_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Primero conéctese con una clave de API.`)
};

/**
* | output |
* | --- |
* | "Connect with an API key first." |
*
* @param {Main_Not_ConnectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_not_connected = /** @type {((inputs?: Main_Not_ConnectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Not_ConnectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_not_connected, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_not_connected(inputs)
	return en_main_not_connected(inputs)
});