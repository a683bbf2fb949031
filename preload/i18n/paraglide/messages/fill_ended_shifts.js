/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Fill_Ended_ShiftsInputs */

const en_fill_ended_shifts = /** @type {(inputs: Fill_Ended_ShiftsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Its ${shown} shift ended`);
	return /** @type {LocalizedString} */ (`All ${shown} shifts ended`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Its {shown} shift ended" |
* | * | "All {shown} shifts ended" |
*
* @param {Fill_Ended_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_ended_shifts = /** @type {((inputs: Fill_Ended_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Ended_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_ended_shifts", en_fill_ended_shifts));
