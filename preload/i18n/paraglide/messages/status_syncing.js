/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_SyncingInputs */

const en_status_syncing = /** @type {(inputs: Status_SyncingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Syncing…`)
};

/**
* | output |
* | --- |
* | "Syncing…" |
*
* @param {Status_SyncingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_syncing = /** @type {((inputs?: Status_SyncingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_SyncingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_syncing", en_status_syncing));
