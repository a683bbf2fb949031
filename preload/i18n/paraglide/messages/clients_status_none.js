/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Status_NoneInputs */

const en_clients_status_none = /** @type {(inputs: Clients_Status_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no status given`)
};

/**
* | output |
* | --- |
* | "no status given" |
*
* @param {Clients_Status_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_status_none = /** @type {((inputs?: Clients_Status_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Status_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_status_none", en_clients_status_none));
