/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Fill_Short_ShiftsInputs */

const en_fill_short_shifts = /** @type {(inputs: Fill_Short_ShiftsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} short shift`);
	return /** @type {LocalizedString} */ (`${shown} short shifts`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} short shift" |
* | * | "{shown} short shifts" |
*
* @param {Fill_Short_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_short_shifts = /** @type {((inputs: Fill_Short_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Short_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_short_shifts", en_fill_short_shifts));
