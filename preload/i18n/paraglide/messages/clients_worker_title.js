/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Worker_TitleInputs */

const en_clients_worker_title = /** @type {(inputs: Clients_Worker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At the clients of your events`)
};

const es_clients_worker_title = /** @type {(inputs: Clients_Worker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En los clientes de sus eventos`)
};

/**
* | output |
* | --- |
* | "At the clients of your events" |
*
* @param {Clients_Worker_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_worker_title = /** @type {((inputs?: Clients_Worker_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Worker_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_worker_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_worker_title(inputs)
	return en_clients_worker_title(inputs)
});