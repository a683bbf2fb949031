/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Previous_PageInputs */

const en_clients_previous_page = /** @type {(inputs: Clients_Previous_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Previous page`)
};

/**
* | output |
* | --- |
* | "← Previous page" |
*
* @param {Clients_Previous_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_previous_page = /** @type {((inputs?: Clients_Previous_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Previous_PageInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_previous_page", en_clients_previous_page));
