/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Nothing_HereInputs */

const en_print_nothing_here = /** @type {(inputs: Print_Nothing_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This screen has no sheet to print: open an event, the dashboard or Orders.`)
};

/**
* | output |
* | --- |
* | "This screen has no sheet to print: open an event, the dashboard or Orders." |
*
* @param {Print_Nothing_HereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_nothing_here = /** @type {((inputs?: Print_Nothing_HereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Nothing_HereInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_nothing_here", en_print_nothing_here));
