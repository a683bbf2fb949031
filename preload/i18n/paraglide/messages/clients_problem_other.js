/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Clients_Problem_OtherInputs */

const en_clients_problem_other = /** @type {(inputs: Clients_Problem_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server could not give ${i?.what}.`)
};

/**
* | output |
* | --- |
* | "The server could not give {what}." |
*
* @param {Clients_Problem_OtherInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_other = /** @type {((inputs: Clients_Problem_OtherInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_OtherInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_problem_other", en_clients_problem_other));
