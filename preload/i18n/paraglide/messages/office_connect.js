/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_ConnectInputs */

const en_office_connect = /** @type {(inputs: Office_ConnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect with your key (Settings, Connection).`)
};

const es_office_connect = /** @type {(inputs: Office_ConnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conéctese con su clave (Ajustes, Conexión).`)
};

/**
* | output |
* | --- |
* | "Connect with your key (Settings, Connection)." |
*
* @param {Office_ConnectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_connect = /** @type {((inputs?: Office_ConnectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_ConnectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_connect, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_connect(inputs)
	return en_office_connect(inputs)
});