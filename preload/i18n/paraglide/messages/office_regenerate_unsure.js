/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Regenerate_UnsureInputs */

const en_office_regenerate_unsure = /** @type {(inputs: Office_Regenerate_UnsureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server may have made a new secret anyway. If the integration stops working, regenerate again to get one you can see.`)
};

/**
* | output |
* | --- |
* | "The server may have made a new secret anyway. If the integration stops working, regenerate again to get one you can see." |
*
* @param {Office_Regenerate_UnsureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerate_unsure = /** @type {((inputs?: Office_Regenerate_UnsureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Regenerate_UnsureInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_regenerate_unsure", en_office_regenerate_unsure));
