/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Copy_FailedInputs */

const en_office_copy_failed = /** @type {(inputs: Office_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy the secret; select it and copy it by hand.`)
};

/**
* | output |
* | --- |
* | "Could not copy the secret; select it and copy it by hand." |
*
* @param {Office_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_copy_failed = /** @type {((inputs?: Office_Copy_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Copy_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_copy_failed", en_office_copy_failed));
