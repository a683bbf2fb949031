/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_MoveInputs */

const en_help_move = /** @type {(inputs: Help_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move through a list`)
};

/**
* | output |
* | --- |
* | "Move through a list" |
*
* @param {Help_MoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_move = /** @type {((inputs?: Help_MoveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_MoveInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_move", en_help_move));
