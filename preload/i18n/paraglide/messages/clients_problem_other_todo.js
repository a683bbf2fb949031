/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Problem_Other_TodoInputs */

const en_clients_problem_other_todo = /** @type {(inputs: Clients_Problem_Other_TodoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again; if it keeps failing, tell support the code below.`)
};

const es_clients_problem_other_todo = /** @type {(inputs: Clients_Problem_Other_TodoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inténtelo de nuevo; si sigue fallando, comunique a soporte el código de abajo.`)
};

/**
* | output |
* | --- |
* | "Try again; if it keeps failing, tell support the code below." |
*
* @param {Clients_Problem_Other_TodoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_other_todo = /** @type {((inputs?: Clients_Problem_Other_TodoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_Other_TodoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_problem_other_todo, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_problem_other_todo(inputs)
	return en_clients_problem_other_todo(inputs)
});