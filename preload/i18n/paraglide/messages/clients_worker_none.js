/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Worker_NoneInputs */

const en_clients_worker_none = /** @type {(inputs: Clients_Worker_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No client of the events you follow has banned or prefers this worker.`)
};

const es_clients_worker_none = /** @type {(inputs: Clients_Worker_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún cliente de los eventos que usted sigue ha vetado ni prefiere a este trabajador.`)
};

/**
* | output |
* | --- |
* | "No client of the events you follow has banned or prefers this worker." |
*
* @param {Clients_Worker_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_worker_none = /** @type {((inputs?: Clients_Worker_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Worker_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_worker_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_worker_none(inputs)
	return en_clients_worker_none(inputs)
});