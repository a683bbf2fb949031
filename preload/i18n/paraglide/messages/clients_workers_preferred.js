/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Workers_PreferredInputs */

const en_clients_workers_preferred = /** @type {(inputs: Clients_Workers_PreferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferred workers`)
};

const es_clients_workers_preferred = /** @type {(inputs: Clients_Workers_PreferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabajadores preferidos`)
};

/**
* | output |
* | --- |
* | "Preferred workers" |
*
* @param {Clients_Workers_PreferredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_workers_preferred = /** @type {((inputs?: Clients_Workers_PreferredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Workers_PreferredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_workers_preferred, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_workers_preferred(inputs)
	return en_clients_workers_preferred(inputs)
});