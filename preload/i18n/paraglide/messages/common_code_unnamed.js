/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Code_UnnamedInputs */

const en_common_code_unnamed = /** @type {(inputs: Common_Code_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code not named by the service`)
};

/**
* | output |
* | --- |
* | "Code not named by the service" |
*
* @param {Common_Code_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_code_unnamed = /** @type {((inputs?: Common_Code_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Code_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("common_code_unnamed", en_common_code_unnamed));
