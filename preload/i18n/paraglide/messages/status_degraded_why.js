/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Degraded_WhyInputs */

const en_status_degraded_why = /** @type {(inputs: Status_Degraded_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(server slow or failing)`)
};

/**
* | output |
* | --- |
* | "(server slow or failing)" |
*
* @param {Status_Degraded_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_degraded_why = /** @type {((inputs?: Status_Degraded_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Degraded_WhyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_degraded_why", en_status_degraded_why));
