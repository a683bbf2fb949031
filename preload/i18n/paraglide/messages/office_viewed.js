/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_ViewedInputs */

const en_office_viewed = /** @type {(inputs: Office_ViewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Viewed`)
};

/**
* | output |
* | --- |
* | "Viewed" |
*
* @param {Office_ViewedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_viewed = /** @type {((inputs?: Office_ViewedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_ViewedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_viewed", en_office_viewed));
