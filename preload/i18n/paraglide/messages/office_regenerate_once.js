/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Regenerate_OnceInputs */

const en_office_regenerate_once = /** @type {(inputs: Office_Regenerate_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new secret is shown once, here. It is not saved on this computer.`)
};

/**
* | output |
* | --- |
* | "The new secret is shown once, here. It is not saved on this computer." |
*
* @param {Office_Regenerate_OnceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_regenerate_once = /** @type {((inputs?: Office_Regenerate_OnceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Regenerate_OnceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_regenerate_once", en_office_regenerate_once));
