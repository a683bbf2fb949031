/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_DismissInputs */

const en_shell_dismiss = /** @type {(inputs: Shell_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Shell_DismissInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const shell_dismiss = /** @type {((inputs?: Shell_DismissInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_DismissInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("shell_dismiss", en_shell_dismiss));
