/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Key_AgainInputs */

const en_banner_key_again = /** @type {(inputs: Banner_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key must be entered again.`)
};

/**
* | output |
* | --- |
* | "The API key must be entered again." |
*
* @param {Banner_Key_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_key_again = /** @type {((inputs?: Banner_Key_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Key_AgainInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_key_again", en_banner_key_again));
