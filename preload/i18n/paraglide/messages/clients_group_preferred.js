/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Group_PreferredInputs */

const en_clients_group_preferred = /** @type {(inputs: Clients_Group_PreferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferred`)
};

/**
* | output |
* | --- |
* | "Preferred" |
*
* @param {Clients_Group_PreferredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_group_preferred = /** @type {((inputs?: Clients_Group_PreferredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Group_PreferredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_group_preferred", en_clients_group_preferred));
