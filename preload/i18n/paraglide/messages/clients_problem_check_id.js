/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Problem_Check_IdInputs */

const en_clients_problem_check_id = /** @type {(inputs: Clients_Problem_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the id with the office.`)
};

const es_clients_problem_check_id = /** @type {(inputs: Clients_Problem_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme el ID con la oficina.`)
};

/**
* | output |
* | --- |
* | "Check the id with the office." |
*
* @param {Clients_Problem_Check_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_check_id = /** @type {((inputs?: Clients_Problem_Check_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_Check_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_problem_check_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_problem_check_id(inputs)
	return en_clients_problem_check_id(inputs)
});