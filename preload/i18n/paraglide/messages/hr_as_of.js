/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Hr_As_OfInputs */

const en_hr_as_of = /** @type {(inputs: Hr_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As of ${i?.when}`)
};

/**
* | output |
* | --- |
* | "As of {when}" |
*
* @param {Hr_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_as_of = /** @type {((inputs: Hr_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_As_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("hr_as_of", en_hr_as_of));
