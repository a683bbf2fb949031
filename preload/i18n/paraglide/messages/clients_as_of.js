/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Clients_As_OfInputs */

const en_clients_as_of = /** @type {(inputs: Clients_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As of ${i?.when}`)
};

/**
* | output |
* | --- |
* | "As of {when}" |
*
* @param {Clients_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_as_of = /** @type {((inputs: Clients_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_As_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_as_of", en_clients_as_of));
