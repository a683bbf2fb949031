/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Problem_AgainInputs */

const en_clients_problem_again = /** @type {(inputs: Clients_Problem_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again when the connection is better.`)
};

const es_clients_problem_again = /** @type {(inputs: Clients_Problem_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inténtelo de nuevo cuando la conexión mejore.`)
};

/**
* | output |
* | --- |
* | "Try again when the connection is better." |
*
* @param {Clients_Problem_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_again = /** @type {((inputs?: Clients_Problem_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_problem_again, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_problem_again(inputs)
	return en_clients_problem_again(inputs)
});