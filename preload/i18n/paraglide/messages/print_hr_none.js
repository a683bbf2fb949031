/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Hr_NoneInputs */

const en_print_hr_none = /** @type {(inputs: Print_Hr_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None stored: sync once with a connection.`)
};

/**
* | output |
* | --- |
* | "None stored: sync once with a connection." |
*
* @param {Print_Hr_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_hr_none = /** @type {((inputs?: Print_Hr_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Hr_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_hr_none", en_print_hr_none));
