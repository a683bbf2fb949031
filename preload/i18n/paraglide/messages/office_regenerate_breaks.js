/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Office_Regenerate_BreaksInputs */

const en_office_regenerate_breaks = /** @type {(inputs: Office_Regenerate_BreaksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Whatever uses it (${i?.name} and any service or script set up with it) fails until it is updated with the new secret. Do this only when you can update it right away.`)
};

/**
* | output |
* | --- |
* | "Whatever uses it ({name} and any service or script set up with it) fails until it is updated with the new secret. Do this only when you can update it right a..." |
*
* @param {Office_Regenerate_BreaksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerate_breaks = /** @type {((inputs: Office_Regenerate_BreaksInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Regenerate_BreaksInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_regenerate_breaks", en_office_regenerate_breaks));
