/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Clients_Problem_OtherInputs */

const en_clients_problem_other = /** @type {(inputs: Clients_Problem_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server could not give ${i?.what}.`)
};

const es_clients_problem_other = /** @type {(inputs: Clients_Problem_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servidor no pudo dar ${i?.what}.`)
};

/**
* | output |
* | --- |
* | "The server could not give {what}." |
*
* @param {Clients_Problem_OtherInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_other = /** @type {((inputs: Clients_Problem_OtherInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_OtherInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_problem_other, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_problem_other(inputs)
	return en_clients_problem_other(inputs)
});