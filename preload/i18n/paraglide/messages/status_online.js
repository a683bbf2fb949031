/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_OnlineInputs */

const en_status_online = /** @type {(inputs: Status_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online`)
};

/**
* | output |
* | --- |
* | "Online" |
*
* @param {Status_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_online = /** @type {((inputs?: Status_OnlineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_OnlineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_online", en_status_online));
