/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Not_GivenInputs */

const en_clients_not_given = /** @type {(inputs: Clients_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not given`)
};

const es_clients_not_given = /** @type {(inputs: Clients_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no indicado`)
};

/**
* | output |
* | --- |
* | "not given" |
*
* @param {Clients_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_not_given = /** @type {((inputs?: Clients_Not_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Not_GivenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_not_given, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_not_given(inputs)
	return en_clients_not_given(inputs)
});