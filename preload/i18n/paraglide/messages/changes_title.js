/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Changes_TitleInputs */

const en_changes_title = /** @type {(inputs: Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes since you last looked`)
};

/**
* | output |
* | --- |
* | "Changes since you last looked" |
*
* @param {Changes_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_title = /** @type {((inputs?: Changes_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_title", en_changes_title));
