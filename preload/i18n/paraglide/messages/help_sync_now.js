/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_Sync_NowInputs */

const en_help_sync_now = /** @type {(inputs: Help_Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync now`)
};

/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Help_Sync_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_sync_now = /** @type {((inputs?: Help_Sync_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_Sync_NowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_sync_now", en_help_sync_now));
