/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ paper: NonNullable<unknown> }} Settings_Paper_RegionInputs */

const en_settings_paper_region = /** @type {(inputs: Settings_Paper_RegionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As the region prints (${i?.paper})`)
};

/**
* | output |
* | --- |
* | "As the region prints ({paper})" |
*
* @param {Settings_Paper_RegionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_paper_region = /** @type {((inputs: Settings_Paper_RegionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Paper_RegionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_paper_region", en_settings_paper_region));
