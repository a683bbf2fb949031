/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Clear_FiltersInputs */

const en_office_clear_filters = /** @type {(inputs: Office_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filters`)
};

/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Office_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_clear_filters = /** @type {((inputs?: Office_Clear_FiltersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Clear_FiltersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_clear_filters", en_office_clear_filters));
