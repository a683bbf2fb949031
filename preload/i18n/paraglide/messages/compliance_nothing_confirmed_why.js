/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Nothing_Confirmed_WhyInputs */

const en_compliance_nothing_confirmed_why = /** @type {(inputs: Compliance_Nothing_Confirmed_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server offers no way to read a requirement: the app learns its value from the server's answer to a change made here.`)
};

/**
* | output |
* | --- |
* | "The server offers no way to read a requirement: the app learns its value from the server's answer to a change made here." |
*
* @param {Compliance_Nothing_Confirmed_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_nothing_confirmed_why = /** @type {((inputs?: Compliance_Nothing_Confirmed_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Nothing_Confirmed_WhyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_nothing_confirmed_why", en_compliance_nothing_confirmed_why));
