/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Banner_Update_ReadyInputs */

const en_banner_update_ready = /** @type {(inputs: Banner_Update_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Update ${i?.version} is ready.`)
};

/**
* | output |
* | --- |
* | "Update {version} is ready." |
*
* @param {Banner_Update_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_update_ready = /** @type {((inputs: Banner_Update_ReadyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Update_ReadyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_update_ready", en_banner_update_ready));
