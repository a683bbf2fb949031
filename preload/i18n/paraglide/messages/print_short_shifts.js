/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, short: NonNullable<unknown> }} Print_Short_ShiftsInputs */

const en_print_short_shifts = /** @type {(inputs: Print_Short_ShiftsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.short} of ${i?.count} shift short`);
	return /** @type {LocalizedString} */ (`${i?.short} of ${i?.count} shifts short`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{short} of {count} shift short" |
* | * | "{short} of {count} shifts short" |
*
* @param {Print_Short_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_short_shifts = /** @type {((inputs: Print_Short_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Short_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_short_shifts", en_print_short_shifts));
