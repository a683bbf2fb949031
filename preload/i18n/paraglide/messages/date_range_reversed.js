/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ to: NonNullable<unknown>, from: NonNullable<unknown> }} Date_Range_ReversedInputs */

const en_date_range_reversed = /** @type {(inputs: Date_Range_ReversedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The “${i?.to}” date is before the “${i?.from}” date.`)
};

/**
* | output |
* | --- |
* | "The “{to}” date is before the “{from}” date." |
*
* @param {Date_Range_ReversedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const date_range_reversed = /** @type {((inputs: Date_Range_ReversedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Date_Range_ReversedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("date_range_reversed", en_date_range_reversed));
