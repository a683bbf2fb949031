/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_ExtraInputs */

const en_print_extra = /** @type {(inputs: Print_ExtraInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`+${i?.count} extra`);
	return /** @type {LocalizedString} */ (`+${i?.count} extra`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "+{count} extra" |
* | * | "+{count} extra" |
*
* @param {Print_ExtraInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_extra = /** @type {((inputs: Print_ExtraInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_ExtraInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_extra", en_print_extra));
