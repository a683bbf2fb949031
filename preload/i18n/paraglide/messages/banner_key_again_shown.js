/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Key_Again_ShownInputs */

const en_banner_key_again_shown = /** @type {(inputs: Banner_Key_Again_ShownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stored data is still shown.`)
};

/**
* | output |
* | --- |
* | "Stored data is still shown." |
*
* @param {Banner_Key_Again_ShownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_key_again_shown = /** @type {((inputs?: Banner_Key_Again_ShownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Key_Again_ShownInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_key_again_shown", en_banner_key_again_shown));
