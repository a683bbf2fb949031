/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Previous_PageInputs */

const en_clients_previous_page = /** @type {(inputs: Clients_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Previous page`)
};

const es_clients_previous_page = /** @type {(inputs: Clients_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Página anterior`)
};

/**
* | output |
* | --- |
* | "← Previous page" |
*
* @param {Clients_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_previous_page = /** @type {((inputs?: Clients_Previous_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Previous_PageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_previous_page, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_previous_page(inputs)
	return en_clients_previous_page(inputs)
});