/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Problem_Key_AgainInputs */

const en_clients_problem_key_again = /** @type {(inputs: Clients_Problem_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the key again (Settings, Connection).`)
};

const es_clients_problem_key_again = /** @type {(inputs: Clients_Problem_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba la clave de nuevo (Ajustes, Conexión).`)
};

/**
* | output |
* | --- |
* | "Enter the key again (Settings, Connection)." |
*
* @param {Clients_Problem_Key_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_key_again = /** @type {((inputs?: Clients_Problem_Key_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_Key_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_problem_key_again, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_problem_key_again(inputs)
	return en_clients_problem_key_again(inputs)
});