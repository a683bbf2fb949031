/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_Disk_FullInputs */

const en_main_store_disk_full = /** @type {(inputs: Main_Store_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The window's database refused the write (QuotaExceededError).`)
};

/**
* | output |
* | --- |
* | "The window's database refused the write (QuotaExceededError)." |
*
* @param {Main_Store_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_store_disk_full = /** @type {((inputs?: Main_Store_Disk_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_Disk_FullInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_store_disk_full", en_main_store_disk_full));
