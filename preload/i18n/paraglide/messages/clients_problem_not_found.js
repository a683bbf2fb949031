/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Clients_Problem_Not_FoundInputs */

const en_clients_problem_not_found = /** @type {(inputs: Clients_Problem_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server has no ${i?.what}.`)
};

const es_clients_problem_not_found = /** @type {(inputs: Clients_Problem_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servidor no tiene ${i?.what}.`)
};

/**
* | output |
* | --- |
* | "The server has no {what}." |
*
* @param {Clients_Problem_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_not_found = /** @type {((inputs: Clients_Problem_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_problem_not_found, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_problem_not_found(inputs)
	return en_clients_problem_not_found(inputs)
});