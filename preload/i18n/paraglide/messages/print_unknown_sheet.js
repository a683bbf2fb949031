/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Print_Unknown_SheetInputs */

const en_print_unknown_sheet = /** @type {(inputs: Print_Unknown_SheetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no sheet called “${i?.name}”.`)
};

/**
* | output |
* | --- |
* | "There is no sheet called “{name}”." |
*
* @param {Print_Unknown_SheetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_unknown_sheet = /** @type {((inputs: Print_Unknown_SheetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Unknown_SheetInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_unknown_sheet", en_print_unknown_sheet));
