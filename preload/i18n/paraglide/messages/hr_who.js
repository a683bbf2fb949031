/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_WhoInputs */

const en_hr_who = /** @type {(inputs: Hr_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HR`)
};

/**
* | output |
* | --- |
* | "HR" |
*
* @param {Hr_WhoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_who = /** @type {((inputs?: Hr_WhoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_WhoInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("hr_who", en_hr_who));
