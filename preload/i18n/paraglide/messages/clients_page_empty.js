/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Page_EmptyInputs */

const en_clients_page_empty = /** @type {(inputs: Clients_Page_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No orders on this page`)
};

/**
* | output |
* | --- |
* | "No orders on this page" |
*
* @param {Clients_Page_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_page_empty = /** @type {((inputs?: Clients_Page_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Page_EmptyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_page_empty", en_clients_page_empty));
