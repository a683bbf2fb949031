/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_RegenerateInputs */

const en_office_regenerate = /** @type {(inputs: Office_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerate secret`)
};

/**
* | output |
* | --- |
* | "Regenerate secret" |
*
* @param {Office_RegenerateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerate = /** @type {((inputs?: Office_RegenerateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_RegenerateInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_regenerate", en_office_regenerate));
