/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Clients_Page_Empty_BodyInputs */

const en_clients_page_empty_body = /** @type {(inputs: Clients_Page_Empty_BodyInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`The server lists ${shown} order for this client.`);
	return /** @type {LocalizedString} */ (`The server lists ${shown} orders for this client.`)
	
};

const es_clients_page_empty_body = /** @type {(inputs: Clients_Page_Empty_BodyInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`El servidor indica ${shown} pedido para este cliente.`);
	return /** @type {LocalizedString} */ (`El servidor indica ${shown} pedidos para este cliente.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "The server lists {shown} order for this client." |
* | * | "The server lists {shown} orders for this client." |
*
* @param {Clients_Page_Empty_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_page_empty_body = /** @type {((inputs: Clients_Page_Empty_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Page_Empty_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_page_empty_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_page_empty_body(inputs)
	return en_clients_page_empty_body(inputs)
});