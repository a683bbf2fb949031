/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Events_OfflineInputs */

const en_follow_events_offline = /** @type {(inputs: Follow_Events_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline: the list arrives with the next sync once the network is back.`)
};

/**
* | output |
* | --- |
* | "You are offline: the list arrives with the next sync once the network is back." |
*
* @param {Follow_Events_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_events_offline = /** @type {((inputs?: Follow_Events_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Events_OfflineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_events_offline", en_follow_events_offline));
