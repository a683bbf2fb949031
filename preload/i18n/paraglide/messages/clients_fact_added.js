/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Fact_AddedInputs */

const en_clients_fact_added = /** @type {(inputs: Clients_Fact_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added`)
};

const es_clients_fact_added = /** @type {(inputs: Clients_Fact_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añadido`)
};

/**
* | output |
* | --- |
* | "Added" |
*
* @param {Clients_Fact_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_fact_added = /** @type {((inputs?: Clients_Fact_AddedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Fact_AddedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_fact_added, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_fact_added(inputs)
	return en_clients_fact_added(inputs)
});