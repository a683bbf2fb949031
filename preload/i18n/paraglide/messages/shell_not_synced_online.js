/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Not_Synced_OnlineInputs */

const en_shell_not_synced_online = /** @type {(inputs: Shell_Not_Synced_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They arrive with the next sync, with the rest of your data.`)
};

/**
* | output |
* | --- |
* | "They arrive with the next sync, with the rest of your data." |
*
* @param {Shell_Not_Synced_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_not_synced_online = /** @type {((inputs?: Shell_Not_Synced_OnlineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Not_Synced_OnlineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("shell_not_synced_online", en_shell_not_synced_online));
