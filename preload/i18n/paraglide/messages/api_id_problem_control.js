/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_Problem_ControlInputs */

const en_api_id_problem_control = /** @type {(inputs: Api_Id_Problem_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contains a control character`)
};

/**
* | output |
* | --- |
* | "contains a control character" |
*
* @param {Api_Id_Problem_ControlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_problem_control = /** @type {((inputs?: Api_Id_Problem_ControlInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_Problem_ControlInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_problem_control", en_api_id_problem_control));
