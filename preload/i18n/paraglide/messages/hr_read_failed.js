/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_Read_FailedInputs */

const en_hr_read_failed = /** @type {(inputs: Hr_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored contacts could not be read`)
};

/**
* | output |
* | --- |
* | "The stored contacts could not be read" |
*
* @param {Hr_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_read_failed = /** @type {((inputs?: Hr_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("hr_read_failed", en_hr_read_failed));
