/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Regenerate_StopsInputs */

const en_office_regenerate_stops = /** @type {(inputs: Office_Regenerate_StopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The current secret stops working at once.`)
};

/**
* | output |
* | --- |
* | "The current secret stops working at once." |
*
* @param {Office_Regenerate_StopsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerate_stops = /** @type {((inputs?: Office_Regenerate_StopsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Regenerate_StopsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_regenerate_stops", en_office_regenerate_stops));
