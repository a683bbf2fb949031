/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Shifts_LegendInputs */

const en_print_shifts_legend = /** @type {(inputs: Print_Shifts_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shifts`)
};

/**
* | output |
* | --- |
* | "Shifts" |
*
* @param {Print_Shifts_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_shifts_legend = /** @type {((inputs?: Print_Shifts_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Shifts_LegendInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_shifts_legend", en_print_shifts_legend));
