/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_LeadInputs */

const en_follow_lead = /** @type {(inputs: Follow_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Followed events and crew are synced to this computer and shown even offline.`)
};

/**
* | output |
* | --- |
* | "Followed events and crew are synced to this computer and shown even offline." |
*
* @param {Follow_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_lead = /** @type {((inputs?: Follow_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_LeadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_lead", en_follow_lead));
