/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_RequirementInputs */

const en_api_id_requirement = /** @type {(inputs: Api_Id_RequirementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The requirement id`)
};

/**
* | output |
* | --- |
* | "The requirement id" |
*
* @param {Api_Id_RequirementInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_requirement = /** @type {((inputs?: Api_Id_RequirementInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_RequirementInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_requirement", en_api_id_requirement));
