/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Nothing_ConfirmedInputs */

const en_compliance_nothing_confirmed = /** @type {(inputs: Compliance_Nothing_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing confirmed on this machine yet.`)
};

/**
* | output |
* | --- |
* | "Nothing confirmed on this machine yet." |
*
* @param {Compliance_Nothing_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_nothing_confirmed = /** @type {((inputs?: Compliance_Nothing_ConfirmedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Nothing_ConfirmedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_nothing_confirmed", en_compliance_nothing_confirmed));
