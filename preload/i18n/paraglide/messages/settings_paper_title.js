/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Paper_TitleInputs */

const en_settings_paper_title = /** @type {(inputs: Settings_Paper_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printing`)
};

/**
* | output |
* | --- |
* | "Printing" |
*
* @param {Settings_Paper_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_paper_title = /** @type {((inputs?: Settings_Paper_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Paper_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_paper_title", en_settings_paper_title));
