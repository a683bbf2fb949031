/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Sync_Now_BriefInputs */

const en_status_sync_now_brief = /** @type {(inputs: Status_Sync_Now_BriefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync now`)
};

/**
* | output |
* | --- |
* | "Sync now" |
*
* @param {Status_Sync_Now_BriefInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_sync_now_brief = /** @type {((inputs?: Status_Sync_Now_BriefInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Sync_Now_BriefInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_sync_now_brief", en_status_sync_now_brief));
