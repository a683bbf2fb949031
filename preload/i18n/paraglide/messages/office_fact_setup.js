/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Fact_SetupInputs */

const en_office_fact_setup = /** @type {(inputs: Office_Fact_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to set it up`)
};

/**
* | output |
* | --- |
* | "How to set it up" |
*
* @param {Office_Fact_SetupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_fact_setup = /** @type {((inputs?: Office_Fact_SetupInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Fact_SetupInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_fact_setup", en_office_fact_setup));
