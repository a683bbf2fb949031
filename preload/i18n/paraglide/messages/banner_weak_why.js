/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Weak_WhyInputs */

const en_banner_weak_why = /** @type {(inputs: Banner_Weak_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this computer has no secure keychain.`)
};

/**
* | output |
* | --- |
* | "this computer has no secure keychain." |
*
* @param {Banner_Weak_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_weak_why = /** @type {((inputs?: Banner_Weak_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Weak_WhyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_weak_why", en_banner_weak_why));
