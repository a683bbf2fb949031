/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Choose_NowInputs */

const en_banner_choose_now = /** @type {(inputs: Banner_Choose_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose now`)
};

/**
* | output |
* | --- |
* | "Choose now" |
*
* @param {Banner_Choose_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_choose_now = /** @type {((inputs?: Banner_Choose_NowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Choose_NowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("banner_choose_now", en_banner_choose_now));
