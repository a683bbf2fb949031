/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Office_Code_ExampleInputs */

const en_office_code_example = /** @type {(inputs: Office_Code_ExampleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`e.g. ${i?.code}`)
};

/**
* | output |
* | --- |
* | "e.g. {code}" |
*
* @param {Office_Code_ExampleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_code_example = /** @type {((inputs: Office_Code_ExampleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Code_ExampleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_code_example", en_office_code_example));
