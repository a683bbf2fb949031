/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_Ended_ShiftsInputs */

const en_print_ended_shifts = /** @type {(inputs: Print_Ended_ShiftsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} ended`);
	return /** @type {LocalizedString} */ (`${i?.count} ended`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} ended" |
* | * | "{count} ended" |
*
* @param {Print_Ended_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_ended_shifts = /** @type {((inputs: Print_Ended_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Ended_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_ended_shifts", en_print_ended_shifts));
