/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Preferences_TitleInputs */

const en_clients_preferences_title = /** @type {(inputs: Clients_Preferences_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client preferences`)
};

/**
* | output |
* | --- |
* | "Client preferences" |
*
* @param {Clients_Preferences_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_preferences_title = /** @type {((inputs?: Clients_Preferences_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Preferences_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_preferences_title", en_clients_preferences_title));
