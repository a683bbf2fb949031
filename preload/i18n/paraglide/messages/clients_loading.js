/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_LoadingInputs */

const en_clients_loading = /** @type {(inputs: Clients_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stored data…`)
};

const es_clients_loading = /** @type {(inputs: Clients_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los datos guardados…`)
};

/**
* | output |
* | --- |
* | "Loading stored data…" |
*
* @param {Clients_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_loading = /** @type {((inputs?: Clients_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_LoadingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_loading, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_loading(inputs)
	return en_clients_loading(inputs)
});