/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ client: NonNullable<unknown> }} Clients_Preferred_AtInputs */

const en_clients_preferred_at = /** @type {(inputs: Clients_Preferred_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preferred at ${i?.client}`)
};

const es_clients_preferred_at = /** @type {(inputs: Clients_Preferred_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preferido en ${i?.client}`)
};

/**
* | output |
* | --- |
* | "Preferred at {client}" |
*
* @param {Clients_Preferred_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_preferred_at = /** @type {((inputs: Clients_Preferred_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Preferred_AtInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_preferred_at, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_preferred_at(inputs)
	return en_clients_preferred_at(inputs)
});