/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Workers_NormalInputs */

const en_clients_workers_normal = /** @type {(inputs: Clients_Workers_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal workers`)
};

const es_clients_workers_normal = /** @type {(inputs: Clients_Workers_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabajadores normales`)
};

/**
* | output |
* | --- |
* | "Normal workers" |
*
* @param {Clients_Workers_NormalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_workers_normal = /** @type {((inputs?: Clients_Workers_NormalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Workers_NormalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_workers_normal, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_workers_normal(inputs)
	return en_clients_workers_normal(inputs)
});