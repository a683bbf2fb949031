/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Opened_BeforeInputs */

const en_clients_opened_before = /** @type {(inputs: Clients_Opened_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opened before on this computer`)
};

/**
* | output |
* | --- |
* | "Opened before on this computer" |
*
* @param {Clients_Opened_BeforeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_opened_before = /** @type {((inputs?: Clients_Opened_BeforeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Opened_BeforeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_opened_before", en_clients_opened_before));
