/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Page_EmptyInputs */

const en_clients_page_empty = /** @type {(inputs: Clients_Page_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No orders on this page`)
};

const es_clients_page_empty = /** @type {(inputs: Clients_Page_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay pedidos en esta página`)
};

/**
* | output |
* | --- |
* | "No orders on this page" |
*
* @param {Clients_Page_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_page_empty = /** @type {((inputs?: Clients_Page_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Page_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_page_empty, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_page_empty(inputs)
	return en_clients_page_empty(inputs)
});