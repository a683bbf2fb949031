/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_Problem_EmptyInputs */

const en_api_id_problem_empty = /** @type {(inputs: Api_Id_Problem_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is empty`)
};

/**
* | output |
* | --- |
* | "is empty" |
*
* @param {Api_Id_Problem_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_problem_empty = /** @type {((inputs?: Api_Id_Problem_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_Problem_EmptyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_problem_empty", en_api_id_problem_empty));
