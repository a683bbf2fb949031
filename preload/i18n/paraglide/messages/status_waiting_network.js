/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Waiting_NetworkInputs */

const en_status_waiting_network = /** @type {(inputs: Status_Waiting_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Will sync when back online`)
};

/**
* | output |
* | --- |
* | "Will sync when back online" |
*
* @param {Status_Waiting_NetworkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_waiting_network = /** @type {((inputs?: Status_Waiting_NetworkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Waiting_NetworkInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_waiting_network", en_status_waiting_network));
