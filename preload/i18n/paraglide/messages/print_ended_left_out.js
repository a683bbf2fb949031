/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_Ended_Left_OutInputs */

const en_print_ended_left_out = /** @type {(inputs: Print_Ended_Left_OutInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} shift that ended before printing is not on this sheet.`);
	return /** @type {LocalizedString} */ (`${i?.count} shifts that ended before printing are not on this sheet.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} shift that ended before printing is not on this sheet." |
* | * | "{count} shifts that ended before printing are not on this sheet." |
*
* @param {Print_Ended_Left_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_ended_left_out = /** @type {((inputs: Print_Ended_Left_OutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Ended_Left_OutInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_ended_left_out", en_print_ended_left_out));
