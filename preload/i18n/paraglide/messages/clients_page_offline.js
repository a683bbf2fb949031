/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Page_OfflineInputs */

const en_clients_page_offline = /** @type {(inputs: Clients_Page_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline, and this page was never opened on this computer. It opens once the network is back.`)
};

const es_clients_page_offline = /** @type {(inputs: Clients_Page_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión, y esta página nunca se abrió en esta computadora. Se abrirá cuando vuelva la red.`)
};

/**
* | output |
* | --- |
* | "Offline, and this page was never opened on this computer. It opens once the network is back." |
*
* @param {Clients_Page_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_page_offline = /** @type {((inputs?: Clients_Page_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Page_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_page_offline, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_page_offline(inputs)
	return en_clients_page_offline(inputs)
});