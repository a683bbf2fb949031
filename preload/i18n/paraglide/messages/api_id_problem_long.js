/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Api_Id_Problem_LongInputs */

const en_api_id_problem_long = /** @type {(inputs: Api_Id_Problem_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`is longer than ${i?.max} characters`)
};

/**
* | output |
* | --- |
* | "is longer than {max} characters" |
*
* @param {Api_Id_Problem_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_problem_long = /** @type {((inputs: Api_Id_Problem_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_Problem_LongInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_problem_long", en_api_id_problem_long));
