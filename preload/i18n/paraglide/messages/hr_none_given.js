/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_None_GivenInputs */

const en_hr_none_given = /** @type {(inputs: Hr_None_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None given`)
};

/**
* | output |
* | --- |
* | "None given" |
*
* @param {Hr_None_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_none_given = /** @type {((inputs?: Hr_None_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_None_GivenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("hr_none_given", en_hr_none_given));
