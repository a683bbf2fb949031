/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_UnnamedInputs */

const en_hr_unnamed = /** @type {(inputs: Hr_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unnamed contact`)
};

/**
* | output |
* | --- |
* | "Unnamed contact" |
*
* @param {Hr_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_unnamed = /** @type {((inputs?: Hr_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("hr_unnamed", en_hr_unnamed));
