/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Problem_Key_AgainInputs */

const en_clients_problem_key_again = /** @type {(inputs: Clients_Problem_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the key again (Settings, Connection).`)
};

/**
* | output |
* | --- |
* | "Enter the key again (Settings, Connection)." |
*
* @param {Clients_Problem_Key_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_key_again = /** @type {((inputs?: Clients_Problem_Key_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_Key_AgainInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_problem_key_again", en_clients_problem_key_again));
