/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Office_Today_AtInputs */

const en_office_today_at = /** @type {(inputs: Office_Today_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today, ${i?.time}`)
};

/**
* | output |
* | --- |
* | "Today, {time}" |
*
* @param {Office_Today_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_today_at = /** @type {((inputs: Office_Today_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Today_AtInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_today_at", en_office_today_at));
