/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Fill_Bar_Booked_None_NeededInputs */

const en_fill_bar_booked_none_needed = /** @type {(inputs: Fill_Bar_Booked_None_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} booked, none needed`)
};

/**
* | output |
* | --- |
* | "{count} booked, none needed" |
*
* @param {Fill_Bar_Booked_None_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_bar_booked_none_needed = /** @type {((inputs: Fill_Bar_Booked_None_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Bar_Booked_None_NeededInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_bar_booked_none_needed", en_fill_bar_booked_none_needed));
