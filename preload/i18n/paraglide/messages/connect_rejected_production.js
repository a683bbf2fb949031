/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Rejected_ProductionInputs */

const en_connect_rejected_production = /** @type {(inputs: Connect_Rejected_ProductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the key for typos. A sandbox key does not work on production: if the key is for testing, choose Sandbox.`)
};

/**
* | output |
* | --- |
* | "Check the key for typos. A sandbox key does not work on production: if the key is for testing, choose Sandbox." |
*
* @param {Connect_Rejected_ProductionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_rejected_production = /** @type {((inputs?: Connect_Rejected_ProductionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Rejected_ProductionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_rejected_production", en_connect_rejected_production));
