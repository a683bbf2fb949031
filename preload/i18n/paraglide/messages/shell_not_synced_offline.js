/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Not_Synced_OfflineInputs */

const en_shell_not_synced_offline = /** @type {(inputs: Shell_Not_Synced_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They arrive with the first sync once the network is back.`)
};

/**
* | output |
* | --- |
* | "They arrive with the first sync once the network is back." |
*
* @param {Shell_Not_Synced_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_not_synced_offline = /** @type {((inputs?: Shell_Not_Synced_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Synced_OfflineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("shell_not_synced_offline", en_shell_not_synced_offline));
