/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Fact_DoesInputs */

const en_office_fact_does = /** @type {(inputs: Office_Fact_DoesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What it does`)
};

/**
* | output |
* | --- |
* | "What it does" |
*
* @param {Office_Fact_DoesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_fact_does = /** @type {((inputs?: Office_Fact_DoesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Fact_DoesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_fact_does", en_office_fact_does));
