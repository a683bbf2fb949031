/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Table_CaptionInputs */

const en_coverage_table_caption = /** @type {(inputs: Coverage_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People needed and booked by 15 minutes`)
};

/**
* | output |
* | --- |
* | "People needed and booked by 15 minutes" |
*
* @param {Coverage_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_table_caption = /** @type {((inputs?: Coverage_Table_CaptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Table_CaptionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_table_caption", en_coverage_table_caption));
