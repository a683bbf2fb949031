/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ needed: NonNullable<unknown>, filled: NonNullable<unknown> }} Changes_Added_FiguresInputs */

const en_changes_added_figures = /** @type {(inputs: Changes_Added_FiguresInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Needed ${i?.needed}, filled ${i?.filled}`)
};

/**
* | output |
* | --- |
* | "Needed {needed}, filled {filled}" |
*
* @param {Changes_Added_FiguresInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_added_figures = /** @type {((inputs: Changes_Added_FiguresInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Added_FiguresInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_added_figures", en_changes_added_figures));
