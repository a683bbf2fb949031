/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Office_Regenerate_TitleInputs */

const en_office_regenerate_title = /** @type {(inputs: Office_Regenerate_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Regenerate the secret of ${i?.name}?`)
};

/**
* | output |
* | --- |
* | "Regenerate the secret of {name}?" |
*
* @param {Office_Regenerate_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerate_title = /** @type {((inputs: Office_Regenerate_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Regenerate_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_regenerate_title", en_office_regenerate_title));
