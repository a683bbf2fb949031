/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Problem_Ask_KeyInputs */

const en_clients_problem_ask_key = /** @type {(inputs: Clients_Problem_Ask_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office for a key with access to it.`)
};

/**
* | output |
* | --- |
* | "Ask the office for a key with access to it." |
*
* @param {Clients_Problem_Ask_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_ask_key = /** @type {((inputs?: Clients_Problem_Ask_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_Ask_KeyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_problem_ask_key", en_clients_problem_ask_key));
