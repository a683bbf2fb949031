/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Fact_TypeInputs */

const en_clients_fact_type = /** @type {(inputs: Clients_Fact_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Clients_Fact_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_fact_type = /** @type {((inputs?: Clients_Fact_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Fact_TypeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_fact_type", en_clients_fact_type));
