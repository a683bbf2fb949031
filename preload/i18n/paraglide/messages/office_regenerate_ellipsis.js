/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Regenerate_EllipsisInputs */

const en_office_regenerate_ellipsis = /** @type {(inputs: Office_Regenerate_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerate secret…`)
};

/**
* | output |
* | --- |
* | "Regenerate secret…" |
*
* @param {Office_Regenerate_EllipsisInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerate_ellipsis = /** @type {((inputs?: Office_Regenerate_EllipsisInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Regenerate_EllipsisInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_regenerate_ellipsis", en_office_regenerate_ellipsis));
