/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Workers_LoadingInputs */

const en_clients_workers_loading = /** @type {(inputs: Clients_Workers_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the client's workers…`)
};

const es_clients_workers_loading = /** @type {(inputs: Clients_Workers_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los trabajadores del cliente…`)
};

/**
* | output |
* | --- |
* | "Loading the client's workers…" |
*
* @param {Clients_Workers_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_workers_loading = /** @type {((inputs?: Clients_Workers_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Workers_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_workers_loading, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_workers_loading(inputs)
	return en_clients_workers_loading(inputs)
});