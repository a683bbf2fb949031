/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown> }} Api_What_RequirementInputs */

const en_api_what_requirement = /** @type {(inputs: Api_What_RequirementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`requirement ${i?.item}`)
};

/**
* | output |
* | --- |
* | "requirement {item}" |
*
* @param {Api_What_RequirementInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_requirement = /** @type {((inputs: Api_What_RequirementInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_RequirementInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_requirement", en_api_what_requirement));
