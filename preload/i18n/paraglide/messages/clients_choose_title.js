/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Choose_TitleInputs */

const en_clients_choose_title = /** @type {(inputs: Clients_Choose_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a client`)
};

/**
* | output |
* | --- |
* | "Choose a client" |
*
* @param {Clients_Choose_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_choose_title = /** @type {((inputs?: Clients_Choose_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Choose_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_choose_title", en_clients_choose_title));
