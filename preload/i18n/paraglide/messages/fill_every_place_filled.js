/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fill_Every_Place_FilledInputs */

const en_fill_every_place_filled = /** @type {(inputs: Fill_Every_Place_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`every place filled`)
};

/**
* | output |
* | --- |
* | "every place filled" |
*
* @param {Fill_Every_Place_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_every_place_filled = /** @type {((inputs?: Fill_Every_Place_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Every_Place_FilledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_every_place_filled", en_fill_every_place_filled));
