/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Add_All_PreferredInputs */

const en_clients_add_all_preferred = /** @type {(inputs: Clients_Add_All_PreferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add all preferred`)
};

/**
* | output |
* | --- |
* | "Add all preferred" |
*
* @param {Clients_Add_All_PreferredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_add_all_preferred = /** @type {((inputs?: Clients_Add_All_PreferredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Add_All_PreferredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_add_all_preferred", en_clients_add_all_preferred));
