/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Stored_Read_FailedInputs */

const en_common_stored_read_failed = /** @type {(inputs: Common_Stored_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored data could not be read`)
};

/**
* | output |
* | --- |
* | "The stored data could not be read" |
*
* @param {Common_Stored_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_stored_read_failed = /** @type {((inputs?: Common_Stored_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Stored_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("common_stored_read_failed", en_common_stored_read_failed));
