/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_Paper_FailedInputs */

const en_settings_paper_failed = /** @type {(inputs: Settings_Paper_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not change the paper: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not change the paper: {reason}" |
*
* @param {Settings_Paper_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_paper_failed = /** @type {((inputs: Settings_Paper_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Paper_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_paper_failed", en_settings_paper_failed));
