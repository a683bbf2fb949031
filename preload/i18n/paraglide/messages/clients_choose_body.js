/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Choose_BodyInputs */

const en_clients_choose_body = /** @type {(inputs: Clients_Choose_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Their orders and documents are asked from the server when you open them, and kept to read offline.`)
};

/**
* | output |
* | --- |
* | "Their orders and documents are asked from the server when you open them, and kept to read offline." |
*
* @param {Clients_Choose_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_choose_body = /** @type {((inputs?: Clients_Choose_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Choose_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_choose_body", en_clients_choose_body));
