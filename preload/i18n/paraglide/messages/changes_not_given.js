/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Changes_Not_GivenInputs */

const en_changes_not_given = /** @type {(inputs: Changes_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not given`)
};

/**
* | output |
* | --- |
* | "not given" |
*
* @param {Changes_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_not_given = /** @type {((inputs?: Changes_Not_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Not_GivenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_not_given", en_changes_not_given));
