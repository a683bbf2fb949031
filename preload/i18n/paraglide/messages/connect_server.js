/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_ServerInputs */

const en_connect_server = /** @type {(inputs: Connect_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server`)
};

const es_connect_server = /** @type {(inputs: Connect_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servidor`)
};

/**
* | output |
* | --- |
* | "Server" |
*
* @param {Connect_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_server = /** @type {((inputs?: Connect_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_ServerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_server, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_server(inputs)
	return en_connect_server(inputs)
});