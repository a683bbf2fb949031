/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_LeadInputs */

const en_connect_lead = /** @type {(inputs: Connect_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill rates of your events and your crew's tags, on site, even with no network.`)
};

/**
* | output |
* | --- |
* | "Fill rates of your events and your crew's tags, on site, even with no network." |
*
* @param {Connect_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_lead = /** @type {((inputs?: Connect_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_LeadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_lead", en_connect_lead));
