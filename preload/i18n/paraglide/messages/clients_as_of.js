/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Clients_As_OfInputs */

const en_clients_as_of = /** @type {(inputs: Clients_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As of ${i?.when}`)
};

const es_clients_as_of = /** @type {(inputs: Clients_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Actualizado: ${i?.when}`)
};

/**
* | output |
* | --- |
* | "As of {when}" |
*
* @param {Clients_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_as_of = /** @type {((inputs: Clients_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_As_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_as_of, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_as_of(inputs)
	return en_clients_as_of(inputs)
});