/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Reload_WindowInputs */

const en_common_reload_window = /** @type {(inputs: Common_Reload_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload the window`)
};

/**
* | output |
* | --- |
* | "Reload the window" |
*
* @param {Common_Reload_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_reload_window = /** @type {((inputs?: Common_Reload_WindowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Reload_WindowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("common_reload_window", en_common_reload_window));
