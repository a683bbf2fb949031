/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Print_SentInputs */

const en_print_sent = /** @type {(inputs: Print_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: sent to the printer.`)
};

/**
* | output |
* | --- |
* | "{title}: sent to the printer." |
*
* @param {Print_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_sent = /** @type {((inputs: Print_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_SentInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_sent", en_print_sent));
