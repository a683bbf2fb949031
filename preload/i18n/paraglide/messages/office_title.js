/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_TitleInputs */

const en_office_title = /** @type {(inputs: Office_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office`)
};

/**
* | output |
* | --- |
* | "Office" |
*
* @param {Office_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_title = /** @type {((inputs?: Office_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_title", en_office_title));
