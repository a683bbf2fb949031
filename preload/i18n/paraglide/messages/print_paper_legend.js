/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Paper_LegendInputs */

const en_print_paper_legend = /** @type {(inputs: Print_Paper_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paper`)
};

/**
* | output |
* | --- |
* | "Paper" |
*
* @param {Print_Paper_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_paper_legend = /** @type {((inputs?: Print_Paper_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Paper_LegendInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_paper_legend", en_print_paper_legend));
