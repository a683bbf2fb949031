/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_Problem_EncodedInputs */

const en_api_id_problem_encoded = /** @type {(inputs: Api_Id_Problem_EncodedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contains a percent-encoded separator`)
};

/**
* | output |
* | --- |
* | "contains a percent-encoded separator" |
*
* @param {Api_Id_Problem_EncodedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_problem_encoded = /** @type {((inputs?: Api_Id_Problem_EncodedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_Problem_EncodedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_problem_encoded", en_api_id_problem_encoded));
