/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_OpenInputs */

const en_print_open = /** @type {(inputs: Print_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} open`)
};

/**
* | output |
* | --- |
* | "{count} open" |
*
* @param {Print_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_open = /** @type {((inputs: Print_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_OpenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_open", en_print_open));
