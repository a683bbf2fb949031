/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_CopiedInputs */

const en_office_copied = /** @type {(inputs: Office_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied the new secret. Paste it where the integration needs it.`)
};

/**
* | output |
* | --- |
* | "Copied the new secret. Paste it where the integration needs it." |
*
* @param {Office_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_copied = /** @type {((inputs?: Office_CopiedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_CopiedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_copied", en_office_copied));
