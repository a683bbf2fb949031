/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_None_TitleInputs */

const en_hr_none_title = /** @type {(inputs: Hr_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server lists no HR contacts`)
};

/**
* | output |
* | --- |
* | "The server lists no HR contacts" |
*
* @param {Hr_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_none_title = /** @type {((inputs?: Hr_None_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_None_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("hr_none_title", en_hr_none_title));
