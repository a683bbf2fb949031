/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_ChangedInputs */

const en_office_changed = /** @type {(inputs: Office_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed`)
};

/**
* | output |
* | --- |
* | "Changed" |
*
* @param {Office_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_changed = /** @type {((inputs?: Office_ChangedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_ChangedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_changed", en_office_changed));
