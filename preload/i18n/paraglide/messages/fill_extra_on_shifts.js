/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, extra: NonNullable<unknown> }} Fill_Extra_On_ShiftsInputs */

const en_fill_extra_on_shifts = /** @type {(inputs: Fill_Extra_On_ShiftsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`+${i?.extra} extra on ${shown} shift`);
	return /** @type {LocalizedString} */ (`+${i?.extra} extra on ${shown} shifts`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "+{extra} extra on {shown} shift" |
* | * | "+{extra} extra on {shown} shifts" |
*
* @param {Fill_Extra_On_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_extra_on_shifts = /** @type {((inputs: Fill_Extra_On_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Extra_On_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_extra_on_shifts", en_fill_extra_on_shifts));
