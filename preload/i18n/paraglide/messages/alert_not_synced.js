/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Not_SyncedInputs */

const en_alert_not_synced = /** @type {(inputs: Alert_Not_SyncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not synced yet`)
};

/**
* | output |
* | --- |
* | "Not synced yet" |
*
* @param {Alert_Not_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_not_synced = /** @type {((inputs?: Alert_Not_SyncedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Not_SyncedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_not_synced", en_alert_not_synced));
