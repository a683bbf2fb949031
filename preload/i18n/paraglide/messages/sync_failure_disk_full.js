/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Disk_FullInputs */

const en_sync_failure_disk_full = /** @type {(inputs: Sync_Failure_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The disk is full (or this profile has no storage left): the sync stopped and saved nothing.`)
};

/**
* | output |
* | --- |
* | "The disk is full (or this profile has no storage left): the sync stopped and saved nothing." |
*
* @param {Sync_Failure_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_disk_full = /** @type {((inputs?: Sync_Failure_Disk_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Disk_FullInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_disk_full", en_sync_failure_disk_full));
