/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Print_Read_FailedInputs */

const en_print_read_failed = /** @type {(inputs: Print_Read_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The local data could not be read (${i?.reason}).`)
};

/**
* | output |
* | --- |
* | "The local data could not be read ({reason})." |
*
* @param {Print_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_read_failed = /** @type {((inputs: Print_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_read_failed", en_print_read_failed));
