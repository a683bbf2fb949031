/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Status_As_Of_ShortInputs */

const en_status_as_of_short = /** @type {(inputs: Status_As_Of_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`as of ${i?.when}`)
};

/**
* | output |
* | --- |
* | "as of {when}" |
*
* @param {Status_As_Of_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_as_of_short = /** @type {((inputs: Status_As_Of_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_As_Of_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_as_of_short", en_status_as_of_short));
