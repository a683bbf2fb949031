/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Status_UnnamedInputs */

const en_common_status_unnamed = /** @type {(inputs: Common_Status_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status not named by the service`)
};

/**
* | output |
* | --- |
* | "Status not named by the service" |
*
* @param {Common_Status_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_status_unnamed = /** @type {((inputs?: Common_Status_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("common_status_unnamed", en_common_status_unnamed));
