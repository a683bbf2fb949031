/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Settings_Dashboard_InvalidInputs */

const en_settings_dashboard_invalid = /** @type {(inputs: Settings_Dashboard_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The look-ahead is a whole number of hours from ${i?.min} to ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "The look-ahead is a whole number of hours from {min} to {max}." |
*
* @param {Settings_Dashboard_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_dashboard_invalid = /** @type {((inputs: Settings_Dashboard_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Dashboard_InvalidInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_dashboard_invalid", en_settings_dashboard_invalid));
