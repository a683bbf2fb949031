/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Needs_Connection_BodyInputs */

const en_office_needs_connection_body = /** @type {(inputs: Office_Needs_Connection_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This part is read from the server each time and never kept on this computer, so there is no older copy to show. It comes back by itself when the network does.`)
};

const es_office_needs_connection_body = /** @type {(inputs: Office_Needs_Connection_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta parte se lee del servidor cada vez y nunca se guarda en esta computadora, así que no hay una copia anterior que mostrar. Vuelve sola cuando vuelve la red.`)
};

/**
* | output |
* | --- |
* | "This part is read from the server each time and never kept on this computer, so there is no older copy to show. It comes back by itself when the network does." |
*
* @param {Office_Needs_Connection_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_needs_connection_body = /** @type {((inputs?: Office_Needs_Connection_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Needs_Connection_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_needs_connection_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_needs_connection_body(inputs)
	return en_office_needs_connection_body(inputs)
});