/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Clients_Problem_Not_FoundInputs */

const en_clients_problem_not_found = /** @type {(inputs: Clients_Problem_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server has no ${i?.what}.`)
};

/**
* | output |
* | --- |
* | "The server has no {what}." |
*
* @param {Clients_Problem_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_not_found = /** @type {((inputs: Clients_Problem_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_problem_not_found", en_clients_problem_not_found));
