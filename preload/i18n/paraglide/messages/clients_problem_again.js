/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Problem_AgainInputs */

const en_clients_problem_again = /** @type {(inputs: Clients_Problem_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again when the connection is better.`)
};

/**
* | output |
* | --- |
* | "Try again when the connection is better." |
*
* @param {Clients_Problem_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_again = /** @type {((inputs?: Clients_Problem_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_AgainInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_problem_again", en_clients_problem_again));
