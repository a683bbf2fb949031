/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Workers_FailedInputs */

const en_clients_workers_failed = /** @type {(inputs: Clients_Workers_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The client's workers could not be loaded`)
};

const es_clients_workers_failed = /** @type {(inputs: Clients_Workers_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los trabajadores del cliente`)
};

/**
* | output |
* | --- |
* | "The client's workers could not be loaded" |
*
* @param {Clients_Workers_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_workers_failed = /** @type {((inputs?: Clients_Workers_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Workers_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_workers_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_workers_failed(inputs)
	return en_clients_workers_failed(inputs)
});