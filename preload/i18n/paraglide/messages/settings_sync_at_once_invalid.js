/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Settings_Sync_At_Once_InvalidInputs */

const en_settings_sync_at_once_invalid = /** @type {(inputs: Settings_Sync_At_Once_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Requests at once is a whole number from ${i?.min} to ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "Requests at once is a whole number from {min} to {max}." |
*
* @param {Settings_Sync_At_Once_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_sync_at_once_invalid = /** @type {((inputs: Settings_Sync_At_Once_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sync_At_Once_InvalidInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_sync_at_once_invalid", en_settings_sync_at_once_invalid));
