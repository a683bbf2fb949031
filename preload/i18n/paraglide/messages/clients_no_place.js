/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_No_PlaceInputs */

const en_clients_no_place = /** @type {(inputs: Clients_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No place given`)
};

/**
* | output |
* | --- |
* | "No place given" |
*
* @param {Clients_No_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_no_place = /** @type {((inputs?: Clients_No_PlaceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_No_PlaceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_no_place", en_clients_no_place));
