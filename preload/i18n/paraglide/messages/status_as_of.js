/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Status_As_OfInputs */

const en_status_as_of = /** @type {(inputs: Status_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`as of ${i?.when}`)
};

/**
* | output |
* | --- |
* | "as of {when}" |
*
* @param {Status_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_as_of = /** @type {((inputs: Status_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_As_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_as_of", en_status_as_of));
