/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Few_SecondsInputs */

const en_office_few_seconds = /** @type {(inputs: Office_Few_SecondsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again in a few seconds.`)
};

/**
* | output |
* | --- |
* | "Try again in a few seconds." |
*
* @param {Office_Few_SecondsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_few_seconds = /** @type {((inputs?: Office_Few_SecondsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Few_SecondsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_few_seconds", en_office_few_seconds));
