/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fill_OverfilledInputs */

const en_fill_overfilled = /** @type {(inputs: Fill_OverfilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overfilled`)
};

/**
* | output |
* | --- |
* | "Overfilled" |
*
* @param {Fill_OverfilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_overfilled = /** @type {((inputs?: Fill_OverfilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_OverfilledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_overfilled", en_fill_overfilled));
