/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Language_HintInputs */

const en_settings_language_hint = /** @type {(inputs: Settings_Language_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Names, venues and the office's messages stay as the server wrote them.`)
};

/**
* | output |
* | --- |
* | "Names, venues and the office's messages stay as the server wrote them." |
*
* @param {Settings_Language_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_language_hint = /** @type {((inputs?: Settings_Language_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_HintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_language_hint", en_settings_language_hint));
