/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Problem_Ask_KeyInputs */

const en_clients_problem_ask_key = /** @type {(inputs: Clients_Problem_Ask_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office for a key with access to it.`)
};

const es_clients_problem_ask_key = /** @type {(inputs: Clients_Problem_Ask_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida a la oficina una clave con acceso.`)
};

/**
* | output |
* | --- |
* | "Ask the office for a key with access to it." |
*
* @param {Clients_Problem_Ask_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_ask_key = /** @type {((inputs?: Clients_Problem_Ask_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_Ask_KeyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_problem_ask_key, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_problem_ask_key(inputs)
	return en_clients_problem_ask_key(inputs)
});