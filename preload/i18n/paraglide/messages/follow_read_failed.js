/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Read_FailedInputs */

const en_follow_read_failed = /** @type {(inputs: Follow_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored event list could not be read`)
};

/**
* | output |
* | --- |
* | "The stored event list could not be read" |
*
* @param {Follow_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_read_failed = /** @type {((inputs?: Follow_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_read_failed", en_follow_read_failed));
