/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Admins_NoneInputs */

const en_print_admins_none = /** @type {(inputs: Print_Admins_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None stored for this event.`)
};

/**
* | output |
* | --- |
* | "None stored for this event." |
*
* @param {Print_Admins_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_admins_none = /** @type {((inputs?: Print_Admins_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Admins_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_admins_none", en_print_admins_none));
