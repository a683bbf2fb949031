/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Page_Not_SavedInputs */

const en_clients_page_not_saved = /** @type {(inputs: Clients_Page_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No saved copy of this page`)
};

/**
* | output |
* | --- |
* | "No saved copy of this page" |
*
* @param {Clients_Page_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_page_not_saved = /** @type {((inputs?: Clients_Page_Not_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Page_Not_SavedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_page_not_saved", en_clients_page_not_saved));
