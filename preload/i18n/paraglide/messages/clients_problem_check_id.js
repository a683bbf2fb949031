/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Problem_Check_IdInputs */

const en_clients_problem_check_id = /** @type {(inputs: Clients_Problem_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the id with the office.`)
};

/**
* | output |
* | --- |
* | "Check the id with the office." |
*
* @param {Clients_Problem_Check_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_check_id = /** @type {((inputs?: Clients_Problem_Check_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_Check_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_problem_check_id", en_clients_problem_check_id));
