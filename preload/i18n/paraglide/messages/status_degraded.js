/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_DegradedInputs */

const en_status_degraded = /** @type {(inputs: Status_DegradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Degraded`)
};

/**
* | output |
* | --- |
* | "Degraded" |
*
* @param {Status_DegradedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_degraded = /** @type {((inputs?: Status_DegradedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_DegradedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_degraded", en_status_degraded));
