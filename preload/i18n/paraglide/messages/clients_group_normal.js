/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Group_NormalInputs */

const en_clients_group_normal = /** @type {(inputs: Clients_Group_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal`)
};

/**
* | output |
* | --- |
* | "Normal" |
*
* @param {Clients_Group_NormalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_group_normal = /** @type {((inputs?: Clients_Group_NormalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Group_NormalInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_group_normal", en_clients_group_normal));
