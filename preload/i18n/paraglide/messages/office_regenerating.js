/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_RegeneratingInputs */

const en_office_regenerating = /** @type {(inputs: Office_RegeneratingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerating…`)
};

/**
* | output |
* | --- |
* | "Regenerating…" |
*
* @param {Office_RegeneratingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerating = /** @type {((inputs?: Office_RegeneratingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_RegeneratingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_regenerating", en_office_regenerating));
