/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Next_PageInputs */

const en_clients_next_page = /** @type {(inputs: Clients_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next page →`)
};

const es_clients_next_page = /** @type {(inputs: Clients_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página siguiente →`)
};

/**
* | output |
* | --- |
* | "Next page →" |
*
* @param {Clients_Next_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_next_page = /** @type {((inputs?: Clients_Next_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Next_PageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_next_page, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_next_page(inputs)
	return en_clients_next_page(inputs)
});