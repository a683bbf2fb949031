/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Disk_Full_TodoInputs */

const en_sync_failure_disk_full_todo = /** @type {(inputs: Sync_Failure_Disk_Full_TodoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The old data is kept. Free some space, then “Sync now”.`)
};

/**
* | output |
* | --- |
* | "The old data is kept. Free some space, then “Sync now”." |
*
* @param {Sync_Failure_Disk_Full_TodoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_disk_full_todo = /** @type {((inputs?: Sync_Failure_Disk_Full_TodoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Disk_Full_TodoInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_disk_full_todo", en_sync_failure_disk_full_todo));
