/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Clients_Problem_UnreachableInputs */

const en_clients_problem_unreachable = /** @type {(inputs: Clients_Problem_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server could not be reached for ${i?.what}.`)
};

const es_clients_problem_unreachable = /** @type {(inputs: Clients_Problem_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo contactar con el servidor para ${i?.what}.`)
};

/**
* | output |
* | --- |
* | "The server could not be reached for {what}." |
*
* @param {Clients_Problem_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_unreachable = /** @type {((inputs: Clients_Problem_UnreachableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_UnreachableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_problem_unreachable, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_problem_unreachable(inputs)
	return en_clients_problem_unreachable(inputs)
});