/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Weak_ChoiceInputs */

const en_banner_weak_choice = /** @type {(inputs: Banner_Weak_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to keep your key:`)
};

/**
* | output |
* | --- |
* | "Choose how to keep your key:" |
*
* @param {Banner_Weak_ChoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_weak_choice = /** @type {((inputs?: Banner_Weak_ChoiceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Weak_ChoiceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_weak_choice", en_banner_weak_choice));
