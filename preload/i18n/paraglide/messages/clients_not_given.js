/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Not_GivenInputs */

const en_clients_not_given = /** @type {(inputs: Clients_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not given`)
};

/**
* | output |
* | --- |
* | "not given" |
*
* @param {Clients_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_not_given = /** @type {((inputs?: Clients_Not_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Not_GivenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_not_given", en_clients_not_given));
