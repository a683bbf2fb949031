/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_None_BodyInputs */

const en_clients_none_body = /** @type {(inputs: Clients_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clients arrive with the client list and the events you follow, at the next sync.`)
};

const es_clients_none_body = /** @type {(inputs: Clients_None_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los clientes llegan con la lista de clientes y los eventos que usted sigue, en la próxima sincronización.`)
};

/**
* | output |
* | --- |
* | "Clients arrive with the client list and the events you follow, at the next sync." |
*
* @param {Clients_None_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_none_body = /** @type {((inputs?: Clients_None_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_None_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_none_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_none_body(inputs)
	return en_clients_none_body(inputs)
});