/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Problem_MinuteInputs */

const en_clients_problem_minute = /** @type {(inputs: Clients_Problem_MinuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again in a minute.`)
};

/**
* | output |
* | --- |
* | "Try again in a minute." |
*
* @param {Clients_Problem_MinuteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_minute = /** @type {((inputs?: Clients_Problem_MinuteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_MinuteInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_problem_minute", en_clients_problem_minute));
