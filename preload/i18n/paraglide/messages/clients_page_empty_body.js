/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Clients_Page_Empty_BodyInputs */

const en_clients_page_empty_body = /** @type {(inputs: Clients_Page_Empty_BodyInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`The server lists ${shown} order for this client.`);
	return /** @type {LocalizedString} */ (`The server lists ${shown} orders for this client.`)
	
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
export const clients_page_empty_body = /** @type {((inputs: Clients_Page_Empty_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Page_Empty_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_page_empty_body", en_clients_page_empty_body));
