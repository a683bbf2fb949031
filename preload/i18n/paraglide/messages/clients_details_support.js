/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Details_SupportInputs */

const en_clients_details_support = /** @type {(inputs: Clients_Details_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details for support`)
};

/**
* | output |
* | --- |
* | "Details for support" |
*
* @param {Clients_Details_SupportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_details_support = /** @type {((inputs?: Clients_Details_SupportInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Details_SupportInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_details_support", en_clients_details_support));
