/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_DataInputs */

const en_print_no_data = /** @type {(inputs: Print_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no data on this computer for that connection: connect and sync first.`)
};

/**
* | output |
* | --- |
* | "There is no data on this computer for that connection: connect and sync first." |
*
* @param {Print_No_DataInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_no_data = /** @type {((inputs?: Print_No_DataInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_DataInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_no_data", en_print_no_data));
