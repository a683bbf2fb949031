/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Settings_RecoveredInputs */

const en_banner_settings_recovered = /** @type {(inputs: Banner_Settings_RecoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your settings file could not be read, so the defaults were restored. The old file was kept as`)
};

/**
* | output |
* | --- |
* | "Your settings file could not be read, so the defaults were restored. The old file was kept as" |
*
* @param {Banner_Settings_RecoveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_settings_recovered = /** @type {((inputs?: Banner_Settings_RecoveredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Settings_RecoveredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_settings_recovered", en_banner_settings_recovered));
