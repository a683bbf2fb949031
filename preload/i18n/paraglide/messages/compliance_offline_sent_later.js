/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Offline_Sent_LaterInputs */

const en_compliance_offline_sent_later = /** @type {(inputs: Compliance_Offline_Sent_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Offline: it is sent when back online.`)
};

/**
* | output |
* | --- |
* | ". Offline: it is sent when back online." |
*
* @param {Compliance_Offline_Sent_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_offline_sent_later = /** @type {((inputs?: Compliance_Offline_Sent_LaterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Offline_Sent_LaterInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_offline_sent_later", en_compliance_offline_sent_later));
