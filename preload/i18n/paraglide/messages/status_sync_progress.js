/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Sync_ProgressInputs */

const en_status_sync_progress = /** @type {(inputs: Status_Sync_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync progress`)
};

/**
* | output |
* | --- |
* | "Sync progress" |
*
* @param {Status_Sync_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_sync_progress = /** @type {((inputs?: Status_Sync_ProgressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Sync_ProgressInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_sync_progress", en_status_sync_progress));
