/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Fact_FileInputs */

const en_clients_fact_file = /** @type {(inputs: Clients_Fact_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File`)
};

/**
* | output |
* | --- |
* | "File" |
*
* @param {Clients_Fact_FileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_fact_file = /** @type {((inputs?: Clients_Fact_FileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Fact_FileInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_fact_file", en_clients_fact_file));
