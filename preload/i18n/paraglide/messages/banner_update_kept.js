/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Update_KeptInputs */

const en_banner_update_kept = /** @type {(inputs: Banner_Update_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restarting installs it; your data and queued orders are kept.`)
};

/**
* | output |
* | --- |
* | "Restarting installs it; your data and queued orders are kept." |
*
* @param {Banner_Update_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_update_kept = /** @type {((inputs?: Banner_Update_KeptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Update_KeptInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_update_kept", en_banner_update_kept));
