/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_OfflineInputs */

const en_outbox_reason_offline = /** @type {(inputs: Outbox_Reason_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: will be sent when back online.`)
};

/**
* | output |
* | --- |
* | "Offline: will be sent when back online." |
*
* @param {Outbox_Reason_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_offline = /** @type {((inputs?: Outbox_Reason_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_OfflineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_offline", en_outbox_reason_offline));
