/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_Problem_SeparatorInputs */

const en_api_id_problem_separator = /** @type {(inputs: Api_Id_Problem_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contains /, \\, ? or #`)
};

/**
* | output |
* | --- |
* | "contains /, \\, ? or #" |
*
* @param {Api_Id_Problem_SeparatorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_problem_separator = /** @type {((inputs?: Api_Id_Problem_SeparatorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_Problem_SeparatorInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_problem_separator", en_api_id_problem_separator));
