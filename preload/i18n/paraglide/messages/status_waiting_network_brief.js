/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Waiting_Network_BriefInputs */

const en_status_waiting_network_brief = /** @type {(inputs: Status_Waiting_Network_BriefInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Will sync`)
};

/**
* | output |
* | --- |
* | "Will sync" |
*
* @param {Status_Waiting_Network_BriefInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_waiting_network_brief = /** @type {((inputs?: Status_Waiting_Network_BriefInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Waiting_Network_BriefInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_waiting_network_brief", en_status_waiting_network_brief));
