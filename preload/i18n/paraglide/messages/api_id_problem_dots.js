/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_Problem_DotsInputs */

const en_api_id_problem_dots = /** @type {(inputs: Api_Id_Problem_DotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is "." or ".."`)
};

/**
* | output |
* | --- |
* | "is \".\" or \"..\"" |
*
* @param {Api_Id_Problem_DotsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_problem_dots = /** @type {((inputs?: Api_Id_Problem_DotsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_Problem_DotsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_problem_dots", en_api_id_problem_dots));
