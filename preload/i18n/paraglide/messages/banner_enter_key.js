/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Enter_KeyInputs */

const en_banner_enter_key = /** @type {(inputs: Banner_Enter_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the key`)
};

/**
* | output |
* | --- |
* | "Enter the key" |
*
* @param {Banner_Enter_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_enter_key = /** @type {((inputs?: Banner_Enter_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Enter_KeyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_enter_key", en_banner_enter_key));
