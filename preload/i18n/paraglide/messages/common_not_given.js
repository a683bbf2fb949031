/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Not_GivenInputs */

const en_common_not_given = /** @type {(inputs: Common_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not given`)
};

/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Common_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_not_given = /** @type {((inputs?: Common_Not_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_GivenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("common_not_given", en_common_not_given));
