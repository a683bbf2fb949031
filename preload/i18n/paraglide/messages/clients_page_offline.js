/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Page_OfflineInputs */

const en_clients_page_offline = /** @type {(inputs: Clients_Page_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline, and this page was never opened on this computer. It opens once the network is back.`)
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
export const clients_page_offline = /** @type {((inputs?: Clients_Page_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Page_OfflineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_page_offline", en_clients_page_offline));
