/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Sync_NowInputs */

const en_shell_sync_now = /** @type {(inputs: Shell_Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync now`)
};

/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Shell_Sync_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_sync_now = /** @type {((inputs?: Shell_Sync_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sync_NowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("shell_sync_now", en_shell_sync_now));
