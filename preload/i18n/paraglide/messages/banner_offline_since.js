/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Banner_Offline_SinceInputs */

const en_banner_offline_since = /** @type {(inputs: Banner_Offline_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offline since ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "Offline since {when}." |
*
* @param {Banner_Offline_SinceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_offline_since = /** @type {((inputs: Banner_Offline_SinceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Offline_SinceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_offline_since", en_banner_offline_since));
