/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Day_CaptionInputs */

const en_coverage_day_caption = /** @type {(inputs: Coverage_Day_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People needed and booked across today's events by 15 minutes`)
};

/**
* | output |
* | --- |
* | "People needed and booked across today's events by 15 minutes" |
*
* @param {Coverage_Day_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_day_caption = /** @type {((inputs?: Coverage_Day_CaptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Day_CaptionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_day_caption", en_coverage_day_caption));
