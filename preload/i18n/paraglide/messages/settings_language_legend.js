/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Language_LegendInputs */

const en_settings_language_legend = /** @type {(inputs: Settings_Language_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language of the app`)
};

/**
* | output |
* | --- |
* | "Language of the app" |
*
* @param {Settings_Language_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_language_legend = /** @type {((inputs?: Settings_Language_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_LegendInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_language_legend", en_settings_language_legend));
