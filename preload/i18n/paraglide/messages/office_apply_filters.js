/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Apply_FiltersInputs */

const en_office_apply_filters = /** @type {(inputs: Office_Apply_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply filters`)
};

/**
* | output |
* | --- |
* | "Apply filters" |
*
* @param {Office_Apply_FiltersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_apply_filters = /** @type {((inputs?: Office_Apply_FiltersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Apply_FiltersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_apply_filters", en_office_apply_filters));
