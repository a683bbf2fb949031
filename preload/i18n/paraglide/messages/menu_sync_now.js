/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Sync_NowInputs */

const en_menu_sync_now = /** @type {(inputs: Menu_Sync_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync now`)
};

/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Menu_Sync_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_sync_now = /** @type {((inputs?: Menu_Sync_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Sync_NowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("menu_sync_now", en_menu_sync_now));
