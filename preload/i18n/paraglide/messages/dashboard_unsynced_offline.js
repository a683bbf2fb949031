/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Unsynced_OfflineInputs */

const en_dashboard_unsynced_offline = /** @type {(inputs: Dashboard_Unsynced_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: the shifts of these events will be fetched when the network is back.`)
};

/**
* | output |
* | --- |
* | "Offline: the shifts of these events will be fetched when the network is back." |
*
* @param {Dashboard_Unsynced_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_unsynced_offline = /** @type {((inputs?: Dashboard_Unsynced_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Unsynced_OfflineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_unsynced_offline", en_dashboard_unsynced_offline));
