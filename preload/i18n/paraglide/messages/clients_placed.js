/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Clients_PlacedInputs */

const en_clients_placed = /** @type {(inputs: Clients_PlacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Placed ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Placed {when}" |
*
* @param {Clients_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_placed = /** @type {((inputs: Clients_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_PlacedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_placed", en_clients_placed));
