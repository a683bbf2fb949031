/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Shown_OnceInputs */

const en_office_shown_once = /** @type {(inputs: Office_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown once.`)
};

/**
* | output |
* | --- |
* | "Shown once." |
*
* @param {Office_Shown_OnceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_shown_once = /** @type {((inputs?: Office_Shown_OnceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Shown_OnceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_shown_once", en_office_shown_once));
