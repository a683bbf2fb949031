/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_DatabaseInputs */

const en_print_no_database = /** @type {(inputs: Print_No_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sheet names no database of this app.`)
};

/**
* | output |
* | --- |
* | "The sheet names no database of this app." |
*
* @param {Print_No_DatabaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_no_database = /** @type {((inputs?: Print_No_DatabaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_DatabaseInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_no_database", en_print_no_database));
