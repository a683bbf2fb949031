/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_SupervisorInputs */

const en_print_supervisor = /** @type {(inputs: Print_SupervisorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supervisor`)
};

/**
* | output |
* | --- |
* | "Supervisor" |
*
* @param {Print_SupervisorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_supervisor = /** @type {((inputs?: Print_SupervisorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_SupervisorInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_supervisor", en_print_supervisor));
