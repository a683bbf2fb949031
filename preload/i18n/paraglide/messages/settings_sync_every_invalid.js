/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Settings_Sync_Every_InvalidInputs */

const en_settings_sync_every_invalid = /** @type {(inputs: Settings_Sync_Every_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The interval is a whole number of minutes from ${i?.min} to ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "The interval is a whole number of minutes from {min} to {max}." |
*
* @param {Settings_Sync_Every_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_sync_every_invalid = /** @type {((inputs: Settings_Sync_Every_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sync_Every_InvalidInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_sync_every_invalid", en_settings_sync_every_invalid));
