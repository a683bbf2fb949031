/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Theme_LegendInputs */

const en_settings_theme_legend = /** @type {(inputs: Settings_Theme_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Theme`)
};

/**
* | output |
* | --- |
* | "Theme" |
*
* @param {Settings_Theme_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_theme_legend = /** @type {((inputs?: Settings_Theme_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Theme_LegendInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_theme_legend", en_settings_theme_legend));
