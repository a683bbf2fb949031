/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Choose_OptionInputs */

const en_clients_choose_option = /** @type {(inputs: Clients_Choose_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a client…`)
};

/**
* | output |
* | --- |
* | "Choose a client…" |
*
* @param {Clients_Choose_OptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_choose_option = /** @type {((inputs?: Clients_Choose_OptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Choose_OptionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_choose_option", en_clients_choose_option));
