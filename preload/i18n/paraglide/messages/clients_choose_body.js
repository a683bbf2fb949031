/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Choose_BodyInputs */

const en_clients_choose_body = /** @type {(inputs: Clients_Choose_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Their orders and documents are asked from the server when you open them, and kept to read offline.`)
};

const es_clients_choose_body = /** @type {(inputs: Clients_Choose_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus pedidos y documentos se piden al servidor al abrirlos, y se guardan para leerlos sin conexión.`)
};

/**
* | output |
* | --- |
* | "Their orders and documents are asked from the server when you open them, and kept to read offline." |
*
* @param {Clients_Choose_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_choose_body = /** @type {((inputs?: Clients_Choose_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Choose_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_choose_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_choose_body(inputs)
	return en_clients_choose_body(inputs)
});