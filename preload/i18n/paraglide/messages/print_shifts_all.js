/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Shifts_AllInputs */

const en_print_shifts_all = /** @type {(inputs: Print_Shifts_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All, ended ones too`)
};

/**
* | output |
* | --- |
* | "All, ended ones too" |
*
* @param {Print_Shifts_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_shifts_all = /** @type {((inputs?: Print_Shifts_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Shifts_AllInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_shifts_all", en_print_shifts_all));
