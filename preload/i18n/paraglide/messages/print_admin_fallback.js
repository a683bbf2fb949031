/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Admin_FallbackInputs */

const en_print_admin_fallback = /** @type {(inputs: Print_Admin_FallbackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Print_Admin_FallbackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_admin_fallback = /** @type {((inputs?: Print_Admin_FallbackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Admin_FallbackInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_admin_fallback", en_print_admin_fallback));
