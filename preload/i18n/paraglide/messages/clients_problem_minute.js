/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Problem_MinuteInputs */

const en_clients_problem_minute = /** @type {(inputs: Clients_Problem_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again in a minute.`)
};

const es_clients_problem_minute = /** @type {(inputs: Clients_Problem_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inténtelo de nuevo en un minuto.`)
};

/**
* | output |
* | --- |
* | "Try again in a minute." |
*
* @param {Clients_Problem_MinuteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_minute = /** @type {((inputs?: Clients_Problem_MinuteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_MinuteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_problem_minute, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_problem_minute(inputs)
	return en_clients_problem_minute(inputs)
});