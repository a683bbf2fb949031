/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Notice_DismissInputs */

const en_settings_notice_dismiss = /** @type {(inputs: Settings_Notice_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Settings_Notice_DismissInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_notice_dismiss = /** @type {((inputs?: Settings_Notice_DismissInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Notice_DismissInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_notice_dismiss", en_settings_notice_dismiss));
