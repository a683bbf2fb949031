/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Storage_Disk_FullInputs */

const en_storage_disk_full = /** @type {(inputs: Storage_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The disk is full (or this profile has no storage left), so nothing was saved. Free some space, then try again.`)
};

/**
* | output |
* | --- |
* | "The disk is full (or this profile has no storage left), so nothing was saved. Free some space, then try again." |
*
* @param {Storage_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const storage_disk_full = /** @type {((inputs?: Storage_Disk_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Storage_Disk_FullInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("storage_disk_full", en_storage_disk_full));
