/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_None_TitleInputs */

const en_clients_none_title = /** @type {(inputs: Clients_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No clients known yet`)
};

/**
* | output |
* | --- |
* | "No clients known yet" |
*
* @param {Clients_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_none_title = /** @type {((inputs?: Clients_None_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_None_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_none_title", en_clients_none_title));
