/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Problem_Other_TodoInputs */

const en_clients_problem_other_todo = /** @type {(inputs: Clients_Problem_Other_TodoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again; if it keeps failing, tell support the code below.`)
};

/**
* | output |
* | --- |
* | "Try again; if it keeps failing, tell support the code below." |
*
* @param {Clients_Problem_Other_TodoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_other_todo = /** @type {((inputs?: Clients_Problem_Other_TodoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_Other_TodoInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_problem_other_todo", en_clients_problem_other_todo));
