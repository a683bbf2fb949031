/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Paper_LegendInputs */

const en_settings_paper_legend = /** @type {(inputs: Settings_Paper_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paper for sheets and PDFs`)
};

/**
* | output |
* | --- |
* | "Paper for sheets and PDFs" |
*
* @param {Settings_Paper_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_paper_legend = /** @type {((inputs?: Settings_Paper_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Paper_LegendInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_paper_legend", en_settings_paper_legend));
