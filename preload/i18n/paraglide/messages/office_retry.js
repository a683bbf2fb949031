/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_RetryInputs */

const en_office_retry = /** @type {(inputs: Office_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again in a minute. If it keeps failing, give the code below to the office.`)
};

/**
* | output |
* | --- |
* | "Try again in a minute. If it keeps failing, give the code below to the office." |
*
* @param {Office_RetryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_retry = /** @type {((inputs?: Office_RetryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_RetryInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_retry", en_office_retry));
