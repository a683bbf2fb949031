/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Fact_AddedInputs */

const en_clients_fact_added = /** @type {(inputs: Clients_Fact_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added`)
};

/**
* | output |
* | --- |
* | "Added" |
*
* @param {Clients_Fact_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_fact_added = /** @type {((inputs?: Clients_Fact_AddedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Fact_AddedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_fact_added", en_clients_fact_added));
