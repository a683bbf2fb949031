/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Fact_IdInputs */

const en_office_fact_id = /** @type {(inputs: Office_Fact_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id`)
};

/**
* | output |
* | --- |
* | "Id" |
*
* @param {Office_Fact_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_fact_id = /** @type {((inputs?: Office_Fact_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Fact_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_fact_id", en_office_fact_id));
