/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Clients_Problem_UnreachableInputs */

const en_clients_problem_unreachable = /** @type {(inputs: Clients_Problem_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server could not be reached for ${i?.what}.`)
};

/**
* | output |
* | --- |
* | "The server could not be reached for {what}." |
*
* @param {Clients_Problem_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_unreachable = /** @type {((inputs: Clients_Problem_UnreachableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_UnreachableInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_problem_unreachable", en_clients_problem_unreachable));
