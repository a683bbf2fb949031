/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Fact_IdInputs */

const en_clients_fact_id = /** @type {(inputs: Clients_Fact_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id`)
};

/**
* | output |
* | --- |
* | "Id" |
*
* @param {Clients_Fact_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_fact_id = /** @type {((inputs?: Clients_Fact_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Fact_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_fact_id", en_clients_fact_id));
