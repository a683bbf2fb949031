/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Office_Type_Too_LongInputs */

const en_office_type_too_long = /** @type {(inputs: Office_Type_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A type has at most ${i?.max} characters.`)
};

/**
* | output |
* | --- |
* | "A type has at most {max} characters." |
*
* @param {Office_Type_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_type_too_long = /** @type {((inputs: Office_Type_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Type_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_type_too_long", en_office_type_too_long));
