/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ issue: NonNullable<unknown> }} Api_Invalid_Requirement_ChangeInputs */

const en_api_invalid_requirement_change = /** @type {(inputs: Api_Invalid_Requirement_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The requirement change is not valid: ${i?.issue}.`)
};

/**
* | output |
* | --- |
* | "The requirement change is not valid: {issue}." |
*
* @param {Api_Invalid_Requirement_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_requirement_change = /** @type {((inputs: Api_Invalid_Requirement_ChangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_Requirement_ChangeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_invalid_requirement_change", en_api_invalid_requirement_change));
