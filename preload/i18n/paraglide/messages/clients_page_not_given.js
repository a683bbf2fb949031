/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Page_Not_GivenInputs */

const en_clients_page_not_given = /** @type {(inputs: Clients_Page_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server did not give it and it was never opened on this computer.`)
};

/**
* | output |
* | --- |
* | "The server did not give it and it was never opened on this computer." |
*
* @param {Clients_Page_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_page_not_given = /** @type {((inputs?: Clients_Page_Not_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Page_Not_GivenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_page_not_given", en_clients_page_not_given));
