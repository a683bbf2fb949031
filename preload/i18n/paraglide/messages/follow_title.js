/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_TitleInputs */

const en_follow_title = /** @type {(inputs: Follow_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what to follow`)
};

/**
* | output |
* | --- |
* | "Choose what to follow" |
*
* @param {Follow_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_title = /** @type {((inputs?: Follow_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_title", en_follow_title));
