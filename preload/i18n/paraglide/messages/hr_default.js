/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_DefaultInputs */

const en_hr_default = /** @type {(inputs: Hr_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default contact`)
};

/**
* | output |
* | --- |
* | "Default contact" |
*
* @param {Hr_DefaultInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_default = /** @type {((inputs?: Hr_DefaultInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_DefaultInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("hr_default", en_hr_default));
