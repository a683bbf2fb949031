/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_PrintedInputs */

const en_office_printed = /** @type {(inputs: Office_PrintedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printed`)
};

/**
* | output |
* | --- |
* | "Printed" |
*
* @param {Office_PrintedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_printed = /** @type {((inputs?: Office_PrintedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_PrintedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_printed", en_office_printed));
