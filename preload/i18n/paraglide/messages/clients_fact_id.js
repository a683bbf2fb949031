/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Fact_IdInputs */

const en_clients_fact_id = /** @type {(inputs: Clients_Fact_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id`)
};

const es_clients_fact_id = /** @type {(inputs: Clients_Fact_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID`)
};

/**
* | output |
* | --- |
* | "Id" |
*
* @param {Clients_Fact_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_fact_id = /** @type {((inputs?: Clients_Fact_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Fact_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_fact_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_fact_id(inputs)
	return en_clients_fact_id(inputs)
});