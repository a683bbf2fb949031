/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Cancel_SyncInputs */

const en_status_cancel_sync = /** @type {(inputs: Status_Cancel_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel sync`)
};

/**
* | output |
* | --- |
* | "Cancel sync" |
*
* @param {Status_Cancel_SyncInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_cancel_sync = /** @type {((inputs?: Status_Cancel_SyncInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Cancel_SyncInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_cancel_sync", en_status_cancel_sync));
