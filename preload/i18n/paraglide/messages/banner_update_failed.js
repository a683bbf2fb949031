/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Banner_Update_FailedInputs */

const en_banner_update_failed = /** @type {(inputs: Banner_Update_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not restart to update: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not restart to update: {reason}" |
*
* @param {Banner_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_update_failed = /** @type {((inputs: Banner_Update_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Update_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_update_failed", en_banner_update_failed));
