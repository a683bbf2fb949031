/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Table_NameInputs */

const en_coverage_table_name = /** @type {(inputs: Coverage_Table_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table of coverage by 15 minutes`)
};

/**
* | output |
* | --- |
* | "Table of coverage by 15 minutes" |
*
* @param {Coverage_Table_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_table_name = /** @type {((inputs?: Coverage_Table_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Table_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_table_name", en_coverage_table_name));
