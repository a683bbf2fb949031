/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_TitleInputs */

const en_hr_title = /** @type {(inputs: Hr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HR contacts`)
};

/**
* | output |
* | --- |
* | "HR contacts" |
*
* @param {Hr_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_title = /** @type {((inputs?: Hr_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("hr_title", en_hr_title));
