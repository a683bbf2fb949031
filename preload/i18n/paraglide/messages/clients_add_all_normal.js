/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Add_All_NormalInputs */

const en_clients_add_all_normal = /** @type {(inputs: Clients_Add_All_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add all normal`)
};

/**
* | output |
* | --- |
* | "Add all normal" |
*
* @param {Clients_Add_All_NormalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_add_all_normal = /** @type {((inputs?: Clients_Add_All_NormalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Add_All_NormalInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_add_all_normal", en_clients_add_all_normal));
